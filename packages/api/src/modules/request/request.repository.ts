import type { Db, RequestStatus, RequestsTable } from '@tp/db';
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';

export function insertRequest(db: Db, values: Insertable<RequestsTable>) {
  return db.insertInto('requests').values(values).returningAll().executeTakeFirstOrThrow();
}

const SEARCHED_COLUMNS = ['name', 'email', 'company', 'text', 'note'] as const;

/** Newest first (the id breaks ties between requests of the same millisecond), of one status and with a text if asked. */
export function listRequests(db: Db, filter: { status?: RequestStatus; q?: string } = {}) {
  let query = db.selectFrom('requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) {
    // A plain substring: LIKE's wildcards typed by the user match themselves.
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) => eb.or(SEARCHED_COLUMNS.map((column) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`)));
  }
  return query.execute();
}

export async function updateRequest(db: Db, id: number, changes: Updateable<RequestsTable>) {
  return db.updateTable('requests').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteRequest(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('requests').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
