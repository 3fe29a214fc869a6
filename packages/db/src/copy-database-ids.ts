import { sql } from 'kysely';
import { engineOf, type Db } from './create-db.ts';

/**
 * The ids a database hands out next. Copied rows keep their ids, so the target must continue after them, and after
 * the ids the source handed out to rows since deleted too: the schema never gives a deleted row's id to a new one
 * (SQLite's AUTOINCREMENT), so a request, token or activity entry named in a mail or a log stays unambiguous.
 */

interface IdentityColumn {
  table: string;
  column: string;
  /** PostgreSQL's sequence behind the column (`public.activity_id_seq`), as pg_get_serial_sequence names it. */
  sequence?: string;
}

/** The columns that number new rows: SQLite's AUTOINCREMENT ids, PostgreSQL's identity columns. */
async function identityColumns(db: Db): Promise<IdentityColumn[]> {
  if (engineOf(db) === 'sqlite') {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and sql like '%autoincrement%'`.execute(db);
    return rows.map(({ name }) => ({ table: name, column: 'id' }));
  }
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as table, column_name as column, pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
    from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return rows;
}

/** The highest id each numbering column has handed out, by table (0 when none yet), whether or not its row still exists. */
export async function highestIdsUsed(db: Db): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (engineOf(db) === 'sqlite') {
    const { rows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db);
    for (const column of await identityColumns(db))
      used.set(column.table, rows.find((row) => row.name === column.table)?.seq ?? 0);
    return used;
  }
  for (const { table, sequence } of await identityColumns(db)) {
    const { rows } = await sql<{
      last_value: number;
      is_called: boolean;
    }>`select last_value, is_called from ${sql.raw(sequence!)}`.execute(db);
    // Not called yet: last_value is the id it gives next (1 when new, or what setval set).
    used.set(table, rows[0]!.is_called ? rows[0]!.last_value : rows[0]!.last_value - 1);
  }
  return used;
}

/**
 * Makes every numbering column of `db` continue past the highest id present, past the highest `source` used, and
 * past its own: never lowered, because a PostgreSQL sequence is not rolled back with the transaction that set it, and
 * a lower one would hand out ids of rows that stay after a failed restore.
 */
export async function continueIdsAfter(db: Db, source: Map<string, number>): Promise<void> {
  const own = await highestIdsUsed(db);
  for (const { table, column, sequence } of await identityColumns(db)) {
    const { rows } = await sql<{
      highest: number | null;
    }>`select max(${sql.ref(column)}) as highest from ${sql.table(table)}`.execute(db);
    const next = Math.max(rows[0]?.highest ?? 0, source.get(table) ?? 0, own.get(table) ?? 0) + 1;
    if (sequence) {
      await sql`select setval(${sequence}::regclass, ${next}, false)`.execute(db);
      continue;
    }
    // SQLite keeps one row per AUTOINCREMENT table once it has numbered one; inserted ids have already moved it.
    const updated = await sql`update sqlite_sequence set seq = ${next - 1} where name = ${table}`.execute(db);
    if (!updated.numAffectedRows)
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${next - 1})`.execute(db);
  }
}
