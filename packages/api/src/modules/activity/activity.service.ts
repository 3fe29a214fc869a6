import type { Db } from '@tp/db';
import type { AfterCommit, CallResult, Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { insertActivity, pruneActivity, type ActivityEntry } from './activity.repository.ts';
import { describeChange } from './describe-change.ts';
import { beforeChange, changesMany, recordChange } from '../history/history.service.ts';
import { CONTENT_ENTITIES, contentPublished, queueWebhookEvent } from '../webhook/webhook.service.ts';

/** Writes one row of the log outside a management call (sign-ins, which have no session yet). */
export const logActivity = (db: Db, entry: ActivityEntry) => insertActivity(db, entry);

const DAY_MS = 86_400_000;
/** Old rows are removed at most once an hour per database, by the next write. */
const PRUNE_INTERVAL_MS = 3_600_000;
const lastPruned = new WeakMap<Db, number>();

/** Who is acting, in the log's terms: the person (their login and id), and the API token they acted through. */
const actorOf = (admin: AdminSession): Pick<ActivityEntry, 'actor_kind' | 'actor' | 'user_id' | 'token_name'> => ({
  actor_kind: admin.kind === 'api' ? 'token' : 'session',
  actor: admin.login,
  user_id: admin.userId,
  token_name: admin.kind === 'api' ? admin.tokenName : null,
});

/** Calls that change a record named in their input rather than by their own module: publishing a draft, a restore. */
const NAMES_ITS_RECORD = new Set(['draft.publish', 'draft.unpublish', 'history.restore', 'history.restoreDeleted']);

/**
 * Queues `content.published` for a change visitors see (a content record created, changed or deleted), in the
 * transaction that logs it; the other changes (requests, users, settings of the back office) are not content.
 */
async function announceContent(db: Db, ctx: Context, path: string, input: unknown, logged: ActivityEntry) {
  const named = NAMES_ITS_RECORD.has(path) ? (input as { entity?: unknown; id?: unknown } | null) : null;
  const entity = named ? (typeof named.entity === 'string' ? named.entity : '') : logged.entity;
  if (!CONTENT_ENTITIES.has(entity.split('.')[0]!) || path === 'translation.markCurrent') return;
  const action = logged.action === 'create' ? 'created' : logged.action === 'delete' ? 'deleted' : 'updated';
  const id = named
    ? typeof named.id === 'number' || typeof named.id === 'string'
      ? String(named.id)
      : null
    : logged.entity_id;
  await queueWebhookEvent(db, ctx, contentPublished(ctx, { entity, id, action }));
}

/** Thrown inside the transaction to roll back a call that failed; its result is answered as it was. */
class RolledBack extends Error {
  constructor(readonly result: CallResult) {
    super('the call failed: its transaction is rolled back');
  }
}

/** `db` with `transaction()` replaced: Kysely keeps its state in private fields, so everything else is bound to `db`. */
function withTransaction(db: Db, transaction: () => { execute: <T>(work: (trx: Db) => Promise<T>) => Promise<T> }): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Runs a management call and records it in the activity log in the same transaction as its change: a failed call
 * leaves neither. A call with fields only runs whole in one transaction (its own transactions join it). An upload
 * stores its files before it writes, which must not hold the database: its row is written inside the first
 * transaction it commits instead (or, if it writes with one statement outside any, right after that statement).
 */
/** A dry run (an import's preview answers `applied: false`) changed nothing: it is not a change to log. */
const isDryRun = (data: unknown) => (data as { applied?: unknown } | null)?.applied === false;

export async function recordActivity<Result extends CallResult>(
  ctx: Context,
  admin: AdminSession,
  path: string,
  input: unknown,
  run: (db: Db, afterCommit?: AfterCommit) => Promise<Result>,
): Promise<Result> {
  const entry = (result: unknown): ActivityEntry => ({
    at: ctx.now().toISOString(),
    ...actorOf(admin),
    ...describeChange(path, input, result),
    via: ctx.via,
    ip: ctx.ip,
  });
  let result: Result;
  if (!(input instanceof FormData)) {
    const committed: (() => Promise<void>)[] = [];
    try {
      result = await ctx.db.transaction().execute(async (trx) => {
        const before = await beforeChange(trx, path, input);
        const transaction = withTransaction(trx, () => ({ execute: (work) => work(trx) }));
        const done = await run(transaction, (work) => committed.push(work));
        if (!done.ok) throw new RolledBack(done);
        if (!isDryRun(done.data)) {
          const logged = entry(done.data);
          await insertActivity(trx, logged);
          await announceContent(trx, ctx, path, input, logged);
          if (before) await recordChange(trx, before, input, done.data, admin, ctx.now().toISOString());
        }
        return done;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as Result;
      throw error;
    }
    // The change is in: it is answered as done whatever the work after it meets (each reports its own failures;
    // retiring a picture deletes it instead).
    for (const work of committed) await work().catch(() => undefined);
  } else {
    // The record's state is read before the files are stored; its new state is kept once the call is done. A call
    // that changes many records from a file (an import) has them read and kept inside its transaction instead: the
    // revisions are made with the change or not at all.
    const batch = changesMany(path, input);
    const before = batch ? undefined : await beforeChange(ctx.db, path, input);
    let recorded = false;
    const recordingTransaction = () => ({
      execute: async <T>(work: (trx: Db) => Promise<T>): Promise<T> => {
        const done = await ctx.db.transaction().execute(async (trx) => {
          const batchBefore = batch && !recorded ? await beforeChange(trx, path, input) : undefined;
          const value = await work(trx);
          if (!recorded) {
            const logged = entry(value);
            await insertActivity(trx, logged);
            await announceContent(trx, ctx, path, input, logged);
          }
          if (batchBefore) await recordChange(trx, batchBefore, input, value, admin, ctx.now().toISOString());
          return value;
        });
        recorded = true;
        return done;
      },
    });
    // Its transactions commit one by one: work on files is done at once, as outside any call (no afterCommit).
    result = await run(withTransaction(ctx.db, recordingTransaction));
    if (result.ok && !recorded && !isDryRun(result.data)) {
      const logged = entry(result.data);
      await insertActivity(ctx.db, logged);
      await announceContent(ctx.db, ctx, path, input, logged);
    }
    if (result.ok && before && !isDryRun(result.data))
      await recordChange(ctx.db, before, input, result.data, admin, ctx.now().toISOString());
  }
  if (result.ok) await pruneNowAndThen(ctx);
  return result;
}

async function pruneNowAndThen(ctx: Context) {
  const now = ctx.now().getTime();
  if (now - (lastPruned.get(ctx.db) ?? 0) < PRUNE_INTERVAL_MS) return;
  lastPruned.set(ctx.db, now);
  await pruneActivity(ctx.db, new Date(now - ctx.activityRetentionDays * DAY_MS).toISOString());
}
