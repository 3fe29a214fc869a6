import { sql } from 'kysely';
import type { Db } from '@tp/db';
import type { SiteLang } from '@tp/schemas';

// What both engines' search repositories share: the shapes they answer, the words query, and the SQL that reads the
// same on SQLite and PostgreSQL (columns in a language, exact and prefix lookups of numbers, rows of found parts).

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

/**
 * A text query: all the words (`and`) or any of them (`or`); the whole folded query is an alternative, so `LM-2500`
 * finds `LM2500` although `lm` is too short to be a word. Each engine writes it in its own SQL.
 */
export interface WordsQuery {
  words: string[];
  key: string;
  join: 'and' | 'or';
}

/** What each engine's repository answers (search.repository.sqlite.ts, search.repository.postgres.ts). */
export interface EngineSearch {
  partsByNumber(db: Db, key: string, lang: SiteLang, limit: number): Promise<PartHit[]>;
  partsByDescription(db: Db, query: WordsQuery, lang: SiteLang, limit: number, except: number[]): Promise<PartHit[]>;
  titledByWords(
    db: Db,
    table: 'services' | 'spare_groups',
    query: WordsQuery,
    lang: SiteLang,
    limit: number,
  ): Promise<TitleHit[]>;
  productsByWords(db: Db, query: WordsQuery, lang: SiteLang, limit: number): Promise<(TitleHit & { lang: string })[]>;
}

/** A text column in the asked language, or the first other language that has one (German, then English). */
export const inLanguage = (table: string, column: string, lang: SiteLang) =>
  sql.raw(
    `coalesce(nullif(${table}.${column}_${lang}, ''), nullif(${table}.${column}_de, ''), nullif(${table}.${column}_en, ''), ${table}.${column}_ru)`,
  );

export const partColumns = (
  lang: SiteLang,
) => sql`p.id, p.partnumber, p.subst_part, ${inLanguage('p', 'description', lang)} as description, p.quantity,
  g.id as group_id, ${inLanguage('g', 'title', lang)} as group_title`;

/**
 * How many index hits are ranked at most. A fragment inside thousands of numbers, or a word in thousands of
 * descriptions ("blade"), says too little to rank them all: the first ones are ranked and the visitor types more.
 * This bounds the cost of the broadest query (ranking every hit of "blade" in 100,000 parts takes 50 ms).
 */
export const INSIDE_CANDIDATES = 1000;
export const TEXT_CANDIDATES = 200;

/** The highest character: `key <= x < key + HIGHEST` holds for exactly the texts that start with the key. */
const HIGHEST = '\u{10FFFF}';

export interface Tiered {
  id: number;
  tier: number;
}

/**
 * The exact and prefix tiers of a number search, from the B-trees on the folded numbers (in their order, so no
 * sorting). On PostgreSQL those columns are `collate "C"`: the range compares code points, as SQLite's does.
 */
export function exactAndPrefixTiers(db: Db, key: string, limit: number) {
  const end = key + HIGHEST;
  return [
    sql<Tiered>`select id, case when pn_norm = ${key} then 0 else 1 end as tier from spare_parts
      where pn_norm = ${key} or subst_norm = ${key} order by tier, id limit ${limit}`.execute(db),
    sql<Tiered>`select id, 2 as tier from spare_parts where pn_norm > ${key} and pn_norm < ${end} order by pn_norm limit ${limit}`.execute(
      db,
    ),
    sql<Tiered>`select id, 3 as tier from spare_parts where subst_norm > ${key} and subst_norm < ${end} order by subst_norm limit ${limit}`.execute(
      db,
    ),
  ];
}

/** The parts of the tiers, in tier order, each once (in its best tier) and at most `limit`. */
export async function partsInTierOrder(
  db: Db,
  tiers: { rows: Tiered[] }[],
  lang: SiteLang,
  limit: number,
): Promise<PartHit[]> {
  const order = new Map<number, number>();
  for (const { id, tier } of tiers.flatMap((result) => result.rows))
    if (!order.has(id) && order.size < limit) order.set(id, tier);
  if (order.size === 0) return [];
  const { rows } = await sql<Omit<PartHit, 'tier'>>`
    select ${partColumns(lang)} from spare_parts p join spare_groups g on g.id = p.group_id where p.id in (${sql.join([...order.keys()])})`.execute(
    db,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...order].flatMap(([id, tier]) => (byId.has(id) ? [{ ...byId.get(id)!, tier }] : []));
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
