import { sql, type Kysely, type SqlBool } from 'kysely';
import { continueIdsAfter, highestIdsUsed } from './copy-database-ids.ts';
import { appliedMigrations } from './copy-database-schema.ts';
import { COPIED_TABLES, type CopiedTable } from './copy-database-tables.ts';
import type { Db } from './create-db.ts';

export { COPIED_TABLES, type CopiedTable } from './copy-database-tables.ts';
export { appliedMigrations, inSnapshot, migrateToMatch, schemaTables } from './copy-database-schema.ts';

/** Rows copied, per table, in the order they were copied. */
export type CopiedRows = { table: CopiedTable; rows: number }[];

/** Tables seen as plain records: the copy moves whatever columns a row has, the same on both sides. */
type Row = Record<string, unknown>;
type AnyTables = Record<string, Row>;
const loose = (db: Db) => db as unknown as Kysely<AnyTables>;

/** Rows read per query: a bounded amount in memory, whatever the size of the site. */
const READ_PAGE_ROWS = 5000;
/**
 * Values bound per insert: below both engines' bounds (PostgreSQL's 65,535 parameters per statement, SQLite's
 * default SQLITE_MAX_VARIABLE_NUMBER of 32,766), so rows per insert are this divided by the table's columns.
 */
const MAX_BOUND_VALUES = 32_766;

/** The rows of a table, a page at a time in order of its key (keyset paging: each page costs the same). */
async function* pagesOf(db: Kysely<AnyTables>, table: string, key: readonly string[]): AsyncGenerator<Row[]> {
  if (key.length === 0) {
    yield await db.selectFrom(table).selectAll().execute();
    return;
  }
  let after: unknown[] | undefined;
  for (;;) {
    let query = db.selectFrom(table).selectAll();
    if (after)
      query = query.where(sql<SqlBool>`(${sql.join(key.map((column) => sql.ref(column)))}) > (${sql.join(after)})`);
    for (const column of key) query = query.orderBy(column);
    const rows = await query.limit(READ_PAGE_ROWS).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < READ_PAGE_ROWS) return;
    const last = rows.at(-1)!;
    after = key.map((column) => last[column]);
  }
}

/** The tables of the list that hold at least one row (the counter of content_version aside: every database has it). */
export async function tablesWithRows(db: Db): Promise<CopiedTable[]> {
  const found: CopiedTable[] = [];
  for (const { name, key } of COPIED_TABLES) {
    if (key.length === 0) continue;
    if (
      await loose(db)
        .selectFrom(name)
        .select(sql`1`.as('one'))
        .limit(1)
        .executeTakeFirst()
    )
      found.push(name);
  }
  return found;
}

/** Deletes every row of every table of the list, children first (the restore into PostgreSQL, in its transaction). */
export async function deleteAllRows(db: Db): Promise<void> {
  for (const { name } of [...COPIED_TABLES].reverse()) await loose(db).deleteFrom(name).execute();
}

/**
 * Copies every row of every table of the site from `source` into `target`, either engine to either, keeping ids:
 * parents before children, read a page at a time and written in batches within the engines' bounds. The target
 * must have the source's schema (the same migrations run) and no rows; content_version takes the source's value;
 * then the target's ids continue after the copied ones. Run both sides in transactions (`inSnapshot` for the
 * source, a transaction on the target) for a consistent copy that lands whole or not at all.
 */
export async function copyDatabase(source: Db, target: Db): Promise<CopiedRows> {
  const [from, to] = await Promise.all([appliedMigrations(source), appliedMigrations(target)]);
  if (from.join('\n') !== to.join('\n')) {
    throw new Error(
      `copyDatabase: the databases have different schemas (migrated to ${from.at(-1) ?? 'nothing'} and ${to.at(-1) ?? 'nothing'}): migrate both alike first.`,
    );
  }
  const filled = await tablesWithRows(target);
  if (filled.length > 0) throw new Error(`copyDatabase: the target already has rows (${filled.join(', ')}).`);

  const copied: CopiedRows = [];
  for (const { name, key } of COPIED_TABLES) {
    // The counter's one row is replaced; the target's triggers have moved it while the content went in.
    if (key.length === 0) await loose(target).deleteFrom(name).execute();
    let rows = 0;
    for await (const page of pagesOf(loose(source), name, key)) {
      const perInsert = Math.max(1, Math.floor(MAX_BOUND_VALUES / Object.keys(page[0]!).length));
      for (let start = 0; start < page.length; start += perInsert) {
        await loose(target)
          .insertInto(name)
          .values(page.slice(start, start + perInsert))
          .execute();
      }
      rows += page.length;
    }
    copied.push({ table: name, rows });
  }
  await continueIdsAfter(target, await highestIdsUsed(source));
  return copied;
}
