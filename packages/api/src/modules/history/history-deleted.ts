import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import { plainText } from '@tp/schemas/plain-text';
import type { Context } from '../../trpc/context.ts';
import { retireImageFiles, reviveImageFiles } from '../../platform/images/image-store.ts';
import { dependantsOf, type Dependants, type HistoryEntity, type RecordState } from './history-entities.ts';
import { recordExists, reinsertRecord } from './history-reinsert.ts';
import * as repo from './history.repository.ts';

// Recently deleted: a deleted record's last revision keeps its state (and what went with it: a group's parts, a
// product's properties, the products a category was on), and its pictures are kept retired. Within 30 days it can
// be brought back whole, with the same id, so links and its history go on where they stopped.

/** How long a deleted record can be brought back. */
export const DELETED_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

const keptSince = (ctx: Context) => new Date(ctx.now().getTime() - DELETED_KEPT_DAYS * DAY_MS).toISOString();

/** The fields a record is best known by, in the order they are tried. */
const NAMING_FIELDS = [
  'title_en',
  'title_de',
  'title_ru',
  'title',
  'name',
  'partnumber',
  'text_en',
  'text_de',
  'description_en',
  'description_de',
  'description',
];

/** A deleted record's name in the list: its title, number or the start of its text. */
export function recordName(state: RecordState): string {
  for (const field of NAMING_FIELDS) {
    const value = state[field];
    if (typeof value === 'string' && value.trim()) return plainText(value, 80);
  }
  return '';
}

/** The records deleted in the last 30 days and not brought back since, newest first. */
export async function listDeleted(ctx: Context) {
  const rows = await repo.deletionsSince(ctx.db, keptSince(ctx));
  return rows.map((row) => {
    const state = JSON.parse(row.fields) as RecordState;
    const dependants = row.dependants ? (JSON.parse(row.dependants) as Dependants) : undefined;
    return {
      entity: row.entity as HistoryEntity,
      id: row.record_id,
      name: recordName(state),
      deleted_at: row.created_at,
      user: row.actor ? { id: row.user_id, login: row.actor, token_name: row.token_name } : null,
      revision: row.id,
      /** What comes back with it: a group's parts, a product's properties. */
      dependants: dependants?.rows.length ?? 0,
    };
  });
}

const notDeleted = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'This record is not among the ones deleted in the last 30 days' });

/** Every picture path a deleted record and what went with it showed. */
function picturesOf(state: RecordState, dependants: Dependants | undefined): string[] {
  const own = (each: RecordState) => [
    ...(Array.isArray(each.images) ? each.images : []),
    ...(typeof each.image === 'string' && each.image ? [each.image] : []),
  ];
  return [state, ...(dependants?.rows.map((row) => row.state) ?? [])].flatMap(own);
}

/**
 * Brings a deleted record back as it was when deleted, with the same id: its fields, its pictures (taken back from
 * the retired ones), and what was deleted with it. The restore is a revision of its own (activity.service records
 * it). A record whose parent is gone (a part whose group was deleted) waits for the parent to come back first.
 */
export async function restoreDeleted(ctx: Context, entity: HistoryEntity, id: number) {
  const row = await repo.newestRevision(ctx.db, entity, id);
  if (!row || row.action !== 'delete' || row.created_at < keptSince(ctx)) throw notDeleted();
  if (await recordExists(ctx.db, entity, id)) throw notDeleted();
  const state = JSON.parse(row.fields) as RecordState;
  const dependants = row.dependants ? (JSON.parse(row.dependants) as Dependants) : undefined;
  const pictures = picturesOf(state, dependants);
  const revived = await reviveImageFiles(ctx, pictures);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now().toISOString();
      await reinsertRecord(trx, entity, id, state, revived, now);
      for (const each of dependants?.rows ?? [])
        await reinsertRecord(trx, each.entity, each.id, each.state, revived, now);
      await relink(trx, entity, id, dependants);
    });
  } catch (error) {
    await retireImageFiles(ctx, revived);
    throw error;
  }
  return { entity, id, images_missing: pictures.filter((path) => !revived.includes(path)) };
}

/** Records that pointed at it when it was deleted and lost the link (products of a category) point at it again. */
async function relink(db: Db, entity: HistoryEntity, id: number, dependants: Dependants | undefined) {
  const links = dependants?.links;
  if (!links || links.ids.length === 0) return;
  const { table, column } = dependantsOf(entity)!.links!;
  await db
    .updateTable(table)
    .set({ [column]: id } as never)
    .where('id' as never, 'in', links.ids as never)
    .where(column as never, 'is', null as never)
    .execute();
}
