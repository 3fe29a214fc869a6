import { sql } from 'kysely';
import type { Db } from '@tp/db';
import type { SiteLang } from '@tp/schemas';

// All SQL of search, for SQLite: FTS5 trigram indexes kept by triggers (migration 2026-11-24T0400_part_search).
// Another engine brings its own version of this file (PostgreSQL: pg_trgm GIN indexes over the same columns, and the
// same tiering). Keys and words come folded to letters and digits only (partNumberKey, searchWords), so nothing a
// visitor types reaches FTS5's query syntax or LIKE's wildcards.

export interface PartHit {
  id: number;
  partnumber: string;
  subst_part: string;
  description: string;
  quantity: number;
  group_id: number;
  group_title: string;
  /** 0 exact part number, 1 exact substitute, 2/3 prefix of either, 4/5 inside either, 6 words of a description. */
  tier: number;
}

export interface TitleHit {
  id: number;
  title: string;
}

/** A text column in the asked language, or the first other language that has one (German, then English). */
const inLanguage = (table: string, column: string, lang: SiteLang) =>
  sql.raw(`coalesce(nullif(${table}.${column}_${lang}, ''), nullif(${table}.${column}_de, ''), nullif(${table}.${column}_en, ''), ${table}.${column}_ru)`);

const partColumns = (lang: SiteLang) => sql`p.id, p.partnumber, p.subst_part, ${inLanguage('p', 'description', lang)} as description, p.quantity,
  g.id as group_id, ${inLanguage('g', 'title', lang)} as group_title`;

/** A phrase of the FTS5 query language: one folded key or word, quoted (it holds no quote to double). */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for words: all of them (`and`) or any (`or`); the whole folded query is an alternative, so
 * `LM-2500` finds `LM2500` although `lm` is too short to be a word.
 */
export function wordsQuery(words: string[], key: string, join: 'and' | 'or'): string {
  const all = words.map(phrase).join(join === 'and' ? ' AND ' : ' OR ');
  return words.length === 0 ? phrase(key) : `(${all}) OR ${phrase(key)}`;
}

/** The highest character: `key <= x < key + HIGHEST` holds for exactly the texts that start with the key. */
const HIGHEST = '\u{10FFFF}';
/**
 * How many index hits are ranked at most. A fragment inside thousands of numbers, or a word in thousands of
 * descriptions ("blade"), says too little to rank them all: the first ones are ranked and the visitor types more.
 * This bounds the cost of the broadest query (ranking every hit of "blade" in 100,000 parts takes 50 ms).
 */
const INSIDE_CANDIDATES = 1000;
const TEXT_CANDIDATES = 200;

/**
 * Parts whose number or substitute number contains the key: exact, then starting with it, then containing it (the
 * part's own number before its substitute in each). Each tier comes from the index that answers it fastest: the
 * B-trees on the folded numbers for exact and prefix matches (in their order, so no sorting), the trigram index for
 * the rest.
 */
export async function partsByNumber(db: Db, key: string, lang: SiteLang, limit: number): Promise<PartHit[]> {
  const end = key + HIGHEST;
  const tiers = await Promise.all([
    sql<Tiered>`select id, case when pn_norm = ${key} then 0 else 1 end as tier from spare_parts
      where pn_norm = ${key} or subst_norm = ${key} order by tier, id limit ${limit}`.execute(db),
    sql<Tiered>`select id, 2 as tier from spare_parts where pn_norm > ${key} and pn_norm < ${end} order by pn_norm limit ${limit}`.execute(db),
    sql<Tiered>`select id, 3 as tier from spare_parts where subst_norm > ${key} and subst_norm < ${end} order by subst_norm limit ${limit}`.execute(db),
    sql<Tiered>`select p.id, case when instr(p.pn_norm, ${key}) > 1 then 4 else 5 end as tier
      from (select rowid from spare_part_numbers_search where spare_part_numbers_search match ${phrase(key)} limit ${INSIDE_CANDIDATES}) f
      join spare_parts p on p.id = f.rowid
      where instr(p.pn_norm, ${key}) > 1 or instr(p.subst_norm, ${key}) > 1
      order by tier, length(p.pn_norm), p.pn_norm limit ${limit}`.execute(db),
  ]);
  const order = new Map<number, number>();
  for (const { id, tier } of tiers.flatMap((result) => result.rows)) if (!order.has(id) && order.size < limit) order.set(id, tier);
  if (order.size === 0) return [];
  const { rows } = await sql<Omit<PartHit, 'tier'>>`
    select ${partColumns(lang)} from spare_parts p join spare_groups g on g.id = p.group_id where p.id in (${sql.join([...order.keys()])})`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...order].flatMap(([id, tier]) => (byId.has(id) ? [{ ...byId.get(id)!, tier }] : []));
}

interface Tiered {
  id: number;
  tier: number;
}

/** Parts whose description (in any language) matches the FTS5 query, best first, leaving out the ids given. */
export async function partsByDescription(db: Db, query: string, lang: SiteLang, limit: number, except: number[]): Promise<PartHit[]> {
  if (limit <= 0) return [];
  const { rows } = await sql<PartHit>`
    select ${partColumns(lang)}, 6 as tier
    from (select rowid, rank from spare_part_descriptions_search where spare_part_descriptions_search match ${query} limit ${TEXT_CANDIDATES}) f
    join spare_parts p on p.id = f.rowid
    join spare_groups g on g.id = p.group_id
    where p.id not in (${except.length === 0 ? sql`0` : sql.join(except)})
    order by f.rank, p.partnumber
    limit ${limit}`.execute(db);
  return rows;
}

/** Services or spare groups whose title (in any language) matches, best first; the title in the asked language. */
export async function titledByWords(db: Db, table: 'services' | 'spare_groups', query: string, lang: SiteLang, limit: number): Promise<TitleHit[]> {
  const index = sql.raw(`${table}_search`);
  const { rows } = await sql<TitleHit>`
    select t.id, ${inLanguage('t', 'title', lang)} as title
    from (select rowid, rank from ${index} where ${index} match ${query} limit ${TEXT_CANDIDATES}) f join ${sql.table(table)} t on t.id = f.rowid
    order by f.rank, t.position, t.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Products of the asked language whose title matches, best first. */
export async function productsByWords(db: Db, query: string, lang: SiteLang, limit: number): Promise<(TitleHit & { lang: string })[]> {
  const { rows } = await sql<TitleHit & { lang: string }>`
    select p.id, p.title, p.lang
    from (select rowid, rank from products_search where products_search match ${query} limit ${TEXT_CANDIDATES}) f join products p on p.id = f.rowid
    where p.lang = ${lang.toUpperCase()}
    order by f.rank, p.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Parts whose number or substitute number is exactly one of the keys, with their description in the asked language. */
export async function partsByKeys(db: Db, keys: string[], lang: SiteLang) {
  if (keys.length === 0) return [];
  const { rows } = await sql<Omit<PartHit, 'tier'> & { pn_norm: string; subst_norm: string }>`
    select ${partColumns(lang)}, p.pn_norm, p.subst_norm
    from spare_parts p
    join spare_groups g on g.id = p.group_id
    where p.pn_norm in (${sql.join(keys)}) or p.subst_norm in (${sql.join(keys)})
    order by p.id`.execute(db);
  return rows;
}
