import type { Db, RequestsTable } from '@tp/db';
import type { Insertable } from 'kysely';

export function insertRequest(db: Db, values: Insertable<RequestsTable>) {
  return db.insertInto('requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Newest first; the id breaks ties between requests of the same millisecond. */
export function listRequests(db: Db) {
  return db.selectFrom('requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteRequest(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('requests').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
