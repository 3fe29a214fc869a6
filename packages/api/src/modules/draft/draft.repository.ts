import type { Db, DraftsTable } from '@tp/db';
import type { Insertable, Selectable } from 'kysely';

export type DraftRow = Selectable<DraftsTable>;

export const findDraft = (db: Db, entity: string, recordId: number) =>
  db.selectFrom('drafts').selectAll().where('entity', '=', entity).where('record_id', '=', recordId).executeTakeFirst();

export const insertDraft = (db: Db, draft: Insertable<DraftsTable>) => db.insertInto('drafts').values(draft).execute();

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

export async function deleteDraft(db: Db, entity: string, recordId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('drafts')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
