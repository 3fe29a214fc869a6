import type { Db, RevisionsTable } from '@tp/db';
import type { Insertable, Selectable } from 'kysely';

export type RevisionRow = Selectable<RevisionsTable>;
/** What a list of revisions shows of each. */
export type RevisionSummaryRow = Pick<
  RevisionRow,
  'id' | 'action' | 'created_at' | 'user_id' | 'actor' | 'token_name' | 'fields_changed'
>;

export const insertRevision = (db: Db, revision: Insertable<RevisionsTable>) =>
  db.insertInto('revisions').values(revision).execute();

/** Many revisions at once (an import's parts), in chunks that stay under SQLite's limit of bound values. */
export async function insertRevisions(db: Db, revisions: Insertable<RevisionsTable>[]) {
  for (let start = 0; start < revisions.length; start += 200)
    await db
      .insertInto('revisions')
      .values(revisions.slice(start, start + 200))
      .execute();
}

/** Who made a revision: the person, and the API token they acted through. */
export type RevisionActor = Pick<RevisionsTable, 'user_id' | 'actor' | 'token_name'>;

/** Which of these records have a history already. */
export async function recordsWithRevisions(db: Db, entity: string, recordIds: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < recordIds.length; start += 500) {
    const rows = await db
      .selectFrom('revisions')
      .select('record_id')
      .distinct()
      .where('entity', '=', entity)
      .where('record_id', 'in', recordIds.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.record_id);
  }
  return found;
}

export const hasRevisions = async (db: Db, entity: string, recordId: number) =>
  (await db
    .selectFrom('revisions')
    .select('id')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** A record's revisions, newest first (their ids grow with time), without their values (tens of kB each). */
export const revisionsOf = (db: Db, entity: string, recordId: number) =>
  db
    .selectFrom('revisions')
    .select(['id', 'action', 'created_at', 'user_id', 'actor', 'token_name', 'fields_changed'])
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

/** The record's newest revision. */
export const newestRevision = (db: Db, entity: string, recordId: number) =>
  db
    .selectFrom('revisions')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Deletions since a time that are still their record's newest revision (not brought back since), newest first. */
export const deletionsSince = (db: Db, since: string) =>
  db
    .selectFrom('revisions as r')
    .selectAll('r')
    .where('r.action', '=', 'delete')
    .where('r.created_at', '>=', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('revisions as later')
            .select('later.id')
            .whereRef('later.entity', '=', 'r.entity')
            .whereRef('later.record_id', '=', 'r.record_id')
            .whereRef('later.id', '>', 'r.id'),
        ),
      ),
    )
    .orderBy('r.id', 'desc')
    .execute();
