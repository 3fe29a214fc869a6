import type { Db, RevisionsTable } from '@tp/db';
import type { Insertable, Selectable } from 'kysely';

export type RevisionRow = Selectable<RevisionsTable>;

export const insertRevision = (db: Db, revision: Insertable<RevisionsTable>) =>
  db.insertInto('revisions').values(revision).execute();

export const hasRevisions = async (db: Db, entity: string, recordId: number) =>
  (await db
    .selectFrom('revisions')
    .select('id')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** A record's revisions, newest first (their ids grow with time). */
export const revisionsOf = (db: Db, entity: string, recordId: number) =>
  db
    .selectFrom('revisions')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .execute();

/** One revision of one record: another record's revision is not found. */
export const findRevision = (db: Db, entity: string, recordId: number, id: number) =>
  db
    .selectFrom('revisions')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The record's revision just before one. */
export const revisionBefore = (db: Db, entity: string, recordId: number, id: number) =>
  db
    .selectFrom('revisions')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('id', '<', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
