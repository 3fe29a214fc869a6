import type { Db, DraftsTable } from '@tp/db';
import type { Insertable, Selectable } from 'kysely';

export type DraftRow = Selectable<DraftsTable>;

export const findDraft = (db: Db, entity: string, recordId: number) =>
  db.selectFrom('drafts').selectAll().where('entity', '=', entity).where('record_id', '=', recordId).executeTakeFirst();

/** Starts a record's draft: false when a colleague's first save came first. */
export async function insertDraft(db: Db, draft: Insertable<DraftsTable>): Promise<boolean> {
  const result = await db
    .insertInto('drafts')
    .values(draft)
    .onConflict((oc) => oc.columns(['entity', 'record_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Saves over the version read: false when another save came first (the version moved on). */
export async function updateDraft(
  db: Db,
  entity: string,
  recordId: number,
  readVersion: number,
  changes: Pick<DraftsTable, 'fields' | 'previous_fields' | 'user_id' | 'actor' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('drafts')
    .set({ ...changes, version: readVersion + 1 })
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Drops a record's draft (only at the version read, when given): false when there was none (or it moved on). */
export async function deleteDraft(db: Db, entity: string, recordId: number, version?: number): Promise<boolean> {
  let query = db.deleteFrom('drafts').where('entity', '=', entity).where('record_id', '=', recordId);
  if (version !== undefined) query = query.where('version', '=', version);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
