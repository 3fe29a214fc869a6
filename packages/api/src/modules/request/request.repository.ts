import { likeIgnoringCase, type Db, type RequestLinesTable, type RequestStatus, type RequestsTable } from '@tp/db';
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';

export function insertRequest(db: Db, values: Insertable<RequestsTable>) {
  return db.insertInto('requests').values(values).returningAll().executeTakeFirstOrThrow();
}

export type RequestLine = Omit<Insertable<RequestLinesTable>, 'id' | 'request_id' | 'position'>;

export async function insertLines(db: Db, requestId: number, lines: RequestLine[]) {
  if (lines.length === 0) return;
  await db
    .insertInto('request_lines')
    .values(lines.map((line, position) => ({ ...line, request_id: requestId, position })))
    .execute();
}

/** The lines of each request asked for, in the order they were sent, by request id. */
export async function linesOf(db: Db, requestIds: number[]) {
  const lines = new Map<number, { partnumber: string; description: string; quantity: number; found: boolean }[]>();
  for (let start = 0; start < requestIds.length; start += 500) {
    const rows = await db
      .selectFrom('request_lines')
      .select(['request_id', 'partnumber', 'description', 'quantity', 'found'])
      .where('request_id', 'in', requestIds.slice(start, start + 500))
      .orderBy('request_id')
      .orderBy('position')
      .execute();
    for (const { request_id, found, ...line } of rows) {
      const list = lines.get(request_id) ?? [];
      list.push({ ...line, found: found === 1 });
      lines.set(request_id, list);
    }
  }
  return lines;
}

const SEARCHED_COLUMNS = ['reference', 'name', 'email', 'company', 'text', 'note'] as const;

/** Newest first (the id breaks ties between requests of the same millisecond), of one status and with a text if asked. */
export const findRequest = (db: Db, id: number) =>
  db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();

export function listRequests(db: Db, filter: { status?: RequestStatus; q?: string } = {}) {
  let query = db.selectFrom('requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) {
    // A plain substring in any case: LIKE's wildcards typed by the user match themselves.
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or(
        SEARCHED_COLUMNS.map(
          (column) => sql<SqlBool>`${sql.ref(column)} ${likeIgnoringCase(db)} ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query.execute();
}

/** How many requests have not been looked at (status `new`): the number beside Requests in the side menu. */
export async function countNewRequests(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function updateRequest(db: Db, id: number, changes: Updateable<RequestsTable>) {
  return db.updateTable('requests').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteRequest(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('requests').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The requests named that exist, with their reference and status. */
export function findRequests(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('requests').select(['id', 'reference', 'status']).where('id', 'in', ids).execute();
}

/** Sets one status on every request named; gives back how many there were. */
export async function setStatusOfRequests(db: Db, ids: number[], status: RequestStatus): Promise<number> {
  const result = await db.updateTable('requests').set({ status }).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every request named, their lines by cascade; gives back how many there were. */
export async function deleteRequests(db: Db, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('requests').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
