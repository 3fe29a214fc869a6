import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine.ts';

/**
 * Part-number search, inquiry lines, a content version and per-address rate limits.
 *
 * - `spare_parts.pn_norm` / `subst_norm`: the part and substitute numbers folded the way queries are
 *   (NFKC, lower case, letters and digits only), so `L29479-G01`, `l29479 g01` and `L29479.G01` meet.
 * - Trigram FTS5 indexes (external content, kept by triggers) over those keys, over the descriptions, and over the
 *   titles of services, spare groups and products: substring matches in any script, case and accents folded.
 * - `request_lines`: the parts an inquiry asks for.
 * - `content_version`: one counter that every write to public content moves (triggers), so caches of public answers
 *   stay valid while visitors write elsewhere (captcha, search limits, requests).
 * - `rate_limit_hits`: requests per address and minute, for limits that must hold across servers.
 *
 * On PostgreSQL the search indexes are pg_trgm GIN indexes over the same columns (kept by PostgreSQL itself, no
 * triggers), the folded numbers compare byte by byte (`collate "C"`, so the prefix ranges of the search hold in any
 * database locale), and the content version moves by one statement-level trigger function.
 */

// The normalisation as it was when this migration was written (the app's own lives in @tp/schemas, part-number.ts):
// a migration must keep producing the same rows even if the app's rule changes later.
const normalise = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The tables public pages and public reads were built from when this migration landed (frozen with it: a later
 * table gets its triggers from its own migration; packages/db/src/content-tables.ts lists today's).
 */
const CONTENT_TABLES = [
  'settings',
  'images',
  'pages',
  'page_parts',
  'services',
  'spare_groups',
  'spare_parts',
  'categories',
  'products',
  'product_properties',
  'partners',
] as const;

/** Search indexes: an FTS5 trigram table per source table, over the named columns. */
const SEARCH_INDEXES = [
  // Numbers and descriptions apart: a number's trigrams (`g01`, `001`) are in tens of thousands of numbers, and in
  // one shared index a description query would read all of those lists too.
  { index: 'spare_part_numbers_search', table: 'spare_parts', columns: ['pn_norm', 'subst_norm'] },
  {
    index: 'spare_part_descriptions_search',
    table: 'spare_parts',
    columns: ['description_de', 'description_en', 'description_ru'],
  },
  { index: 'services_search', table: 'services', columns: ['title_de', 'title_en', 'title_ru'] },
  { index: 'spare_groups_search', table: 'spare_groups', columns: ['title_de', 'title_en', 'title_ru'] },
  { index: 'products_search', table: 'products', columns: ['title'] },
] as const;

async function createSearchIndex(db: Kysely<any>, { index, table, columns }: (typeof SEARCH_INDEXES)[number]) {
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  await sql
    .raw(
      `create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram remove_diacritics 1')`,
    )
    .execute(db);
  // The FTS5 documentation's triggers for an external-content table (sqlite.org/fts5.html, "external content tables").
  await sql
    .raw(
      `create trigger ${index}_insert after insert on ${table} begin
    insert into ${index}(rowid, ${list}) values (new.id, ${values('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_delete after delete on ${table} begin
    insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_update after update of ${list} on ${table} begin
    insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});
    insert into ${index}(rowid, ${list}) values (new.id, ${values('new')}); end`,
    )
    .execute(db);
  await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
}

/**
 * PostgreSQL's search indexes: trigram GIN indexes answer `like`/`ilike '%…%'` and similarity over these expressions.
 * Texts are indexed without accents (SQLite's trigram tokenizer removes them too: `düse` finds `Brennstoffdüse`),
 * through `unaccented`: unaccent() itself is only stable (its dictionary could change), and an index needs an
 * immutable function. Part numbers are already folded to letters and digits, and are matched as they are.
 */
export const POSTGRES_SEARCH_INDEXES = [
  { index: 'spare_part_numbers_search', table: 'spare_parts', expressions: ['pn_norm', 'subst_norm'] },
  {
    index: 'spare_part_descriptions_search',
    table: 'spare_parts',
    expressions: [`unaccented(description_de || ' ' || description_en || ' ' || description_ru)`],
  },
  {
    index: 'services_search',
    table: 'services',
    expressions: [`unaccented(title_de || ' ' || title_en || ' ' || title_ru)`],
  },
  {
    index: 'spare_groups_search',
    table: 'spare_groups',
    expressions: [`unaccented(title_de || ' ' || title_en || ' ' || title_ru)`],
  },
  { index: 'products_search', table: 'products', expressions: ['unaccented(title)'] },
] as const;

async function createPostgresSearchIndexes(db: Kysely<any>) {
  // Trusted extensions since PostgreSQL 13: the database's owner may create them.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent schema public`.execute(db);
  // Immutable by promise: the dictionary is named in full, so neither the search path nor a query changes the result.
  await sql`create function unaccented(text) returns text language sql immutable strict parallel safe
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  for (const { index, table, expressions } of POSTGRES_SEARCH_INDEXES) {
    const list = expressions.map((expression) => `${expression} gin_trgm_ops`).join(', ');
    await sql.raw(`create index ${index} on ${table} using gin (${list})`).execute(db);
  }
}

async function createPostgresContentTriggers(db: Kysely<any>) {
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    begin update content_version set value = value + 1; return null; end $$`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql
      .raw(
        `create trigger ${table}_content after insert or update or delete on ${table} for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const column of ['pn_norm', 'subst_norm']) {
    if (postgres)
      await sql.raw(`alter table spare_parts add column ${column} text collate "C" not null default ''`).execute(db);
    else
      await db.schema
        .alterTable('spare_parts')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
  }
  const parts = (await db.selectFrom('spare_parts').select(['id', 'partnumber', 'subst_part']).execute()) as {
    id: number;
    partnumber: string;
    subst_part: string;
  }[];
  for (const part of parts) {
    await db
      .updateTable('spare_parts')
      .set({ pn_norm: normalise(part.partnumber), subst_norm: normalise(part.subst_part) })
      .where('id', '=', part.id)
      .execute();
  }
  // Exact and prefix lookups of an inquiry's lines.
  await db.schema.createIndex('spare_parts_pn_norm').on('spare_parts').column('pn_norm').execute();
  await db.schema.createIndex('spare_parts_subst_norm').on('spare_parts').column('subst_norm').execute();
  if (postgres) await createPostgresSearchIndexes(db);
  else for (const index of SEARCH_INDEXES) await createSearchIndex(db, index);

  await db.schema
    .createTable('request_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('partnumber', 'text', (c) => c.notNull())
    // Copied from the part when the number was found: the request keeps what was asked even if the part changes.
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('found', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('request_lines_request')
    .on('request_lines')
    .columns(['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('content_version')
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('content_version').values({ value: 1 }).execute();
  if (postgres) await createPostgresContentTriggers(db);
  else
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_content_${event} after ${event} on ${table} begin update content_version set value = value + 1; end`,
          )
          .execute(db);
      }
    }

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    /** The minute counted (milliseconds since 1970 divided by 60,000). */
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hits_key', ['bucket', 'address', 'minute'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_minute').on('rate_limit_hits').column('minute').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema.dropTable('rate_limit_hits').execute();
  for (const table of CONTENT_TABLES) {
    if (postgres) await sql.raw(`drop trigger ${table}_content on ${table}`).execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger ${table}_content_${event}`).execute(db);
  }
  if (postgres) await sql`drop function bump_content_version()`.execute(db);
  await db.schema.dropTable('content_version').execute();
  await db.schema.dropTable('request_lines').execute();
  if (postgres) {
    for (const { index } of POSTGRES_SEARCH_INDEXES) await db.schema.dropIndex(index).execute();
    await sql`drop function unaccented(text)`.execute(db);
  } else
    for (const { index } of SEARCH_INDEXES) {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${index}_${event}`).execute(db);
      await db.schema.dropTable(index).execute();
    }
  await db.schema.dropIndex('spare_parts_subst_norm').execute();
  await db.schema.dropIndex('spare_parts_pn_norm').execute();
  await db.schema.alterTable('spare_parts').dropColumn('subst_norm').execute();
  await db.schema.alterTable('spare_parts').dropColumn('pn_norm').execute();
}
