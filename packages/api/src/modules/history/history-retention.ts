import { sql } from 'kysely';
import type { Db } from '@tp/db';
import type { HistoryRetention } from '@tp/schemas';
import type { AppDeps, Context } from '../../trpc/context.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { RETIRED_IMAGES_PREFIX } from '../../platform/images/image-store.ts';

// How long content history is kept (Settings, owners): the newest revisions per record and the days back. The
// server's daily housekeeping applies it: older revisions go (a record's newest always stays, so its History is
// never empty and a deletion stays restorable for its 30 days), and retired pictures older than the days kept.

const DAY_MS = 86_400_000;

export async function getHistoryRetention(db: Db): Promise<HistoryRetention> {
  const row = await db.selectFrom('history_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return { revisions: row?.keep_revisions ?? 100, days: row?.keep_days ?? 365 };
}

/** Sets what is sent, keeps the rest; the next daily housekeeping applies it. */
export async function updateHistoryRetention(ctx: Context, changes: Partial<HistoryRetention>) {
  const next = { ...(await getHistoryRetention(ctx.db)), ...changes };
  const row = { keep_revisions: next.revisions, keep_days: next.days, updated_at: ctx.now().toISOString() };
  await ctx.db
    .insertInto('history_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return next;
}

/** What one round removed. */
export interface PrunedHistory {
  revisions: number;
  files: number;
}

/** Removes the revisions and retired pictures past the history's retention. */
export async function pruneHistory(deps: Pick<AppDeps, 'db' | 'files'>, now: Date): Promise<PrunedHistory> {
  const { revisions: keep, days } = await getHistoryRetention(deps.db);
  let removed = 0;
  // Both kinds of limit spare each record's newest revision: by number it is the first of at least one kept.
  if (keep > 0) {
    const { numAffectedRows } = await sql`
      delete from revisions where id in (
        select id from (
          select id, row_number() over (partition by entity, record_id order by id desc) as newer
          from revisions) ranked
        where newer > ${keep})`.execute(deps.db);
    removed += Number(numAffectedRows ?? 0);
  }
  if (days === 0) return { revisions: removed, files: 0 };
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const { numAffectedRows } = await sql`
    delete from revisions where created_at < ${cutoff.toISOString()} and id not in (
      select max(id) from revisions group by entity, record_id)`.execute(deps.db);
  removed += Number(numAffectedRows ?? 0);
  return { revisions: removed, files: await removeRetiredOlderThan(deps.files, cutoff) };
}

/** Deletes the retired pictures dated before a time (retiring a picture dates it); counts them. */
async function removeRetiredOlderThan(files: FileStore, cutoff: Date): Promise<number> {
  const old: string[] = [];
  for await (const file of files.list(RETIRED_IMAGES_PREFIX, { dated: true }))
    if (file.dated < cutoff) old.push(file.key);
  await files.remove(old);
  return old.length;
}
