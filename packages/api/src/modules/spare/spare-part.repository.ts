import type { Db } from '@tp/db';
import { fieldNamesOf, partNumberKey, partSearchKeys, sparePartFields, type SparePartFields } from '@tp/schemas';

export const partColumns = ['id', ...fieldNamesOf(sparePartFields)] as const;

/** A group's parts in list order; `limit` for the first page only. */
export function listParts(db: Db, groupId: number, limit?: number) {
  const query = db.selectFrom('spare_parts').select(partColumns).where('group_id', '=', groupId).orderBy('id');
  return (limit === undefined ? query : query.limit(limit)).execute();
}

export async function countParts(db: Db, groupId: number): Promise<number> {
  const { count } = await db
    .selectFrom('spare_parts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function findPart(db: Db, groupId: number, partId: number) {
  return db
    .selectFrom('spare_parts')
    .select(partColumns)
    .where('group_id', '=', groupId)
    .where('id', '=', partId)
    .executeTakeFirst();
}

export async function insertPart(db: Db, groupId: number, fields: SparePartFields, now: string): Promise<number> {
  const { id } = await db
    .insertInto('spare_parts')
    .values({ ...fields, ...partSearchKeys(fields), group_id: groupId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Adds many parts to a group, in chunks that stay under SQLite's limit of bound values. */
export async function insertParts(db: Db, groupId: number, parts: SparePartFields[], now: string) {
  for (let start = 0; start < parts.length; start += 500) {
    const chunk = parts
      .slice(start, start + 500)
      .map((part) => ({ ...part, ...partSearchKeys(part), group_id: groupId, created_at: now, updated_at: now }));
    await db.insertInto('spare_parts').values(chunk).execute();
  }
}

/** Changes the fields given of a part of the group; false when the group has no such part. */
export async function updatePart(
  db: Db,
  groupId: number,
  partId: number,
  changes: Partial<SparePartFields>,
  now: string,
): Promise<boolean> {
  const keys = {
    ...(changes.partnumber === undefined ? {} : { pn_norm: partNumberKey(changes.partnumber) }),
    ...(changes.subst_part === undefined ? {} : { subst_norm: partNumberKey(changes.subst_part) }),
  };
  const result = await db
    .updateTable('spare_parts')
    .set({ ...changes, ...keys, updated_at: now })
    .where('group_id', '=', groupId)
    .where('id', '=', partId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePart(db: Db, groupId: number, partId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('spare_parts')
    .where('group_id', '=', groupId)
    .where('id', '=', partId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
