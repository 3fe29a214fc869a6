import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine.ts';

// Part numbers found from inside in a B-tree range (issue 37), on SQLite. A search for `74P04` lists the parts whose
// number contains it after the first character (`3614M74P04`): through the trigram index that read the lists of
// every trigram of the key (`p04` is in thousands of numbers), half a millisecond and more per search at 100,000
// parts. `spare_part_numbers_search_suffixes` holds every ending of each folded number from its second character on,
// at least three characters long (a search key's shortest), so a number contains the key inside exactly when one
// of its endings starts with it: `suffix >= key and suffix < key || U+10FFFF`, a range read of the primary key.
// Kept by triggers, as the trigram indexes are; `number_search_positions` (2, 3, … 128) stands for the loop a trigger
// cannot write. PostgreSQL's trigram GIN index over the numbers answers `like '%key%'` without it.

/** Endings start at positions 2 to this: part numbers are at most 80 characters (TEXT_LIMITS), the bound leaves room. */
const LAST_POSITION = 128;
/** SEARCH_MIN_LENGTH when this migration was written: a key is at least three characters. */
const SHORTEST_KEY = 3;

/** The endings of `column` of the row `row` (new or old), as a select: (suffix, own). */
const endings = (row: 'new' | 'old', column: 'pn_norm' | 'subst_norm', own: 0 | 1) =>
  `select substr(${row}.${column}, n), ${row}.id, ${own} from number_search_positions where n <= length(${row}.${column}) - ${SHORTEST_KEY - 1}`;
const bothEndings = (row: 'new' | 'old') => `${endings(row, 'pn_norm', 1)} union all ${endings(row, 'subst_norm', 0)}`;
const insertEndings = (row: 'new' | 'old') =>
  `insert into spare_part_numbers_search_suffixes(suffix, part_id, own) ${bothEndings(row)};`;
// Deleted through the primary key (each ending with the part's id), so no second index on part_id is needed.
const deleteEndings = `delete from spare_part_numbers_search_suffixes where part_id = old.id and suffix in (
    select substr(old.pn_norm, n) from number_search_positions where n <= length(old.pn_norm) - ${SHORTEST_KEY - 1}
    union all select substr(old.subst_norm, n) from number_search_positions where n <= length(old.subst_norm) - ${SHORTEST_KEY - 1});`;

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await sql`create table number_search_positions (n integer primary key)`.execute(db);
  await sql
    .raw(
      `insert into number_search_positions(n) values ${Array.from({ length: LAST_POSITION - 1 }, (_, i) => `(${i + 2})`).join(', ')}`,
    )
    .execute(db);
  // `own` is 1 for the part's own number, 0 for its substitute: the own number's matches come first.
  await sql`create table spare_part_numbers_search_suffixes (
    suffix text not null, part_id integer not null, own integer not null,
    primary key (suffix, part_id, own)) without rowid`.execute(db);
  await sql
    .raw(
      `insert into spare_part_numbers_search_suffixes(suffix, part_id, own)
    select substr(pn_norm, n), id, 1 from spare_parts join number_search_positions on n <= length(pn_norm) - ${SHORTEST_KEY - 1}
    union all select substr(subst_norm, n), id, 0 from spare_parts join number_search_positions on n <= length(subst_norm) - ${SHORTEST_KEY - 1}`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger spare_part_number_suffixes_insert after insert on spare_parts begin ${insertEndings('new')} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger spare_part_number_suffixes_delete after delete on spare_parts begin ${deleteEndings} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger spare_part_number_suffixes_update after update of pn_norm, subst_norm on spare_parts begin
    ${deleteEndings} ${insertEndings('new')} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  for (const trigger of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger spare_part_number_suffixes_${trigger}`).execute(db);
  await sql`drop table spare_part_numbers_search_suffixes`.execute(db);
  await sql`drop table number_search_positions`.execute(db);
}
