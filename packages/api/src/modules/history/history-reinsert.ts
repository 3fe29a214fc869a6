import { TRPCError } from '@trpc/server';
import type { Database, Db } from '@tp/db';
import { partSearchKeys } from '@tp/schemas';
import { addImages } from '../../platform/images/image.repository.ts';
import { nextPosition, type OrderedTable } from '../../platform/next-position.ts';
import { nextPartPosition } from '../page/page.service.ts';
import { TABLES, type HistoryEntity, type RecordState } from './history-entities.ts';

// Writing a deleted record's row again, with its id, from the state its last revision kept. What the database keeps
// for itself (timestamps, search keys, place in a list) is made again as a new record's would be: it comes back
// dated now and at the end of its list.

/** Does the record exist now? */
export async function recordExists(db: Db, entity: HistoryEntity, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(TABLES[entity].table)
    .select('id' as never)
    .where('id' as never, '=', id as never)
    .executeTakeFirst();
  return row !== undefined;
}

/** The record each kind belongs to: it must exist for the record to come back. */
const PARENTS: Partial<Record<HistoryEntity, { column: string; entity: HistoryEntity; message: string }>> = {
  'spare-part': { column: 'group_id', entity: 'spare', message: 'Restore its spare group first' },
  property: { column: 'product_id', entity: 'product', message: 'Restore its product first' },
  'page-part': { column: 'page_id', entity: 'page', message: 'Its page no longer exists' },
};

const ORDERED: Partial<Record<keyof Database, OrderedTable>> = {
  services: 'services',
  spare_groups: 'spare_groups',
  partners: 'partners',
};
const WITH_UPDATED_AT = new Set<keyof Database>(['services', 'spare_groups', 'spare_parts', 'products', 'partners']);

/** The row's values: stored fields, the id, the columns the database keeps, and only pictures that came back. */
async function rowValues(db: Db, entity: HistoryEntity, id: number, state: RecordState, shown: string[], now: string) {
  const { table } = TABLES[entity];
  const { images: _list, ...fields } = state;
  const values: Record<string, unknown> = { ...fields, id, created_at: now };
  // A yes/no goes back as the 1 or 0 it is stored as.
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'boolean') values[key] = value ? 1 : 0;
  if (WITH_UPDATED_AT.has(table)) values.updated_at = now;
  const ordered = ORDERED[table];
  if (ordered) values.position = await nextPosition(db, ordered);
  if (entity === 'page-part') values.position = await nextPartPosition(db, Number(fields.page_id));
  if (entity === 'spare-part')
    Object.assign(
      values,
      partSearchKeys({ partnumber: String(fields.partnumber), subst_part: String(fields.subst_part) }),
    );
  // A product whose category was deleted since comes back without one (as the category's deletion left the others).
  if (
    entity === 'product' &&
    fields.category_id !== null &&
    !(await recordExists(db, 'category', Number(fields.category_id)))
  )
    values.category_id = null;
  if ('image' in fields) {
    const image = typeof fields.image === 'string' && shown.includes(fields.image) ? fields.image : null;
    // A partner is its picture: without it there is nothing to show.
    if (image === null && entity === 'partner')
      throw new TRPCError({
        code: 'CONFLICT',
        message: "The partner's picture is no longer kept: it cannot come back",
      });
    values.image = image;
  }
  return values;
}

/**
 * Inserts a deleted record again with its id and stored fields; `shown` are the picture paths whose files are back
 * in the uploads (the others are left out). Its parent must exist (a part's group): else a 409 saying which.
 */
export async function reinsertRecord(
  db: Db,
  entity: HistoryEntity,
  id: number,
  state: RecordState,
  shown: string[],
  now: string,
): Promise<void> {
  const parent = PARENTS[entity];
  if (parent && !(await recordExists(db, parent.entity, Number(state[parent.column]))))
    throw new TRPCError({ code: 'CONFLICT', message: parent.message });
  const { table, images } = TABLES[entity];
  await db
    .insertInto(table)
    .values(await rowValues(db, entity, id, state, shown, now))
    .execute();
  if (images && Array.isArray(state.images))
    await addImages(
      db,
      images,
      id,
      state.images.filter((path) => shown.includes(path)),
      now,
    );
}
