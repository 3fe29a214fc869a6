import { sql, type RawBuilder } from 'kysely';
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

/** What a search finds besides parts: titles in the asked language, best first. */
export interface TitlesFound {
  products: (TitleHit & { lang: string })[];
  services: TitleHit[];
  spares: TitleHit[];
}

/** A row of an engine's titles statement: which list it belongs to, and a product's language. */
export type TitleRow = TitleHit & { kind: keyof TitlesFound; lang: string };

/** The rows of one titles statement sorted into their lists, in the order they came. */
export function titlesByKind(rows: TitleRow[]): TitlesFound {
  const found: TitlesFound = { products: [], services: [], spares: [] };
  // Literals, not `{ ...title, lang }` (several times slower in V8; see foundPart in search.service.ts).
  for (const row of rows) {
    if (row.kind === 'products') found.products.push({ id: row.id, title: row.title, lang: row.lang });
    else found[row.kind].push({ id: row.id, title: row.title });
  }
  return found;
}

/**
 * What each engine's repository writes (search.repository.sqlite.ts, search.repository.postgres.ts): one statement
 * for the parts (every tier, each part once in its best one) and one for the titles, each always the same SQL text,
 * so SQLite compiles it once (sqlite-db.ts keeps compiled statements).
 */
export interface EngineSearch {
  /** Parts by number (tiers 0–5) and then by words of their descriptions (tier 6), each once, at most `limit`. */
  partsQuery(query: WordsQuery, lang: SiteLang, limit: number): RawBuilder<PartHit>;
  /** Products of the asked language, services and spare groups whose title matches, at most `limit` of each. */
  titlesQuery(query: WordsQuery, lang: SiteLang, limit: number): RawBuilder<TitleRow>;
  /** False when the titles statement certainly finds nothing for the query (then it is not run). */
  mayFindTitles(db: Db, query: WordsQuery): Promise<boolean>;
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

/**
 * A statement's LIMIT, written into its text. The limits of search are the code's own constants (50 on the results
 * page, 8 for suggestions), never a visitor's input, so each kind of search still has one SQL text. As a bound
 * parameter, SQLite plans the tiers' subqueries without knowing their bounds and the parts statement took five
 * times as long (208 µs against 41 µs per search on 100,000 parts; issue 37).
 */
export const rowsAtMost = (rows: number) => sql.lit(Math.trunc(rows));

/** The highest character: `key <= x < key + HIGHEST` holds for exactly the texts that start with the key. */
export const HIGHEST = '\u{10FFFF}';

/**
 * Tiers sort as `tier * TIER + place in the tier`: one number orders every hit, and the smallest of a part's numbers
 * is its best tier. Each tier holds fewer than INSIDE_CANDIDATES hits.
 */
export const TIER = 10_000;

/**
 * A part's group is not hidden from visitors (`column` names the part's group id): the parts of a hidden group are
 * found by nobody until it appears. Asked in each tier before its bound, so hidden parts never crowd out visible
 * ones; the hidden groups are read once per statement (a handful of ids, none most of the time).
 */
export const inVisibleGroup = (column: string) =>
  sql.raw(`${column} not in (select id from spare_groups where hidden = 1)`);

/**
 * Whether fewer than `limit` visible parts have a number that starts with the key: only then can a later tier
 * ("inside a number", descriptions) show in the answer, so a later tier asks this before it reads its index. A short
 * fragment ("1ca3", typed for suggestions) starts hundreds of numbers, and ranking a thousand numbers that contain it
 * went for nothing (the parts statement of suggestions: 138 → 73 µs on 100,000 parts). Its own bounded index range,
 * not the `own_prefix` tier read again, which made SQLite plan the tiers otherwise (a full number: 50 → 73 µs; with
 * this, 58 → 60 µs).
 */
export function fewerStartingThan(key: string, limit: number) {
  return sql`(select count(*) from (select 1 from spare_parts where pn_norm > ${key} and pn_norm < ${key + HIGHEST}
    and ${inVisibleGroup('group_id')} limit ${rowsAtMost(limit)}) starting) < ${rowsAtMost(limit)}`;
}

/**
 * The exact and prefix tiers of a number search as common table expressions (`exact`, `own_prefix`, `subst_prefix`
 * with columns id and sort), from the B-trees on the folded numbers, in their order (no sorting). On PostgreSQL
 * those columns are `collate "C"`: the range compares code points, as SQLite's does.
 */
export function exactAndPrefixTiers(key: string, limit: number) {
  const end = key + HIGHEST;
  // Two lookups rather than `pn_norm = key or subst_norm = key`, which SQLite answers by merging both indexes'
  // row ids (25 µs against 67 µs; a part listed under both keeps its best tier in `best`).
  return sql`exact(id, sort) as (
      select id, 0 from spare_parts where pn_norm = ${key} and ${inVisibleGroup('group_id')}
      union all select id, ${sql.lit(TIER)} from spare_parts where subst_norm = ${key} and ${inVisibleGroup('group_id')}),
    own_prefix(id, sort) as (
      select id, ${sql.lit(2 * TIER)} + row_number() over (order by pn_norm) from (
        select id, pn_norm from spare_parts where pn_norm > ${key} and pn_norm < ${end} and ${inVisibleGroup('group_id')}
        order by pn_norm limit ${rowsAtMost(limit)}) x),
    subst_prefix(id, sort) as (
      select id, ${sql.lit(3 * TIER)} + row_number() over (order by subst_norm) from (
        select id, subst_norm from spare_parts where subst_norm > ${key} and subst_norm < ${end} and ${inVisibleGroup('group_id')}
        order by subst_norm limit ${rowsAtMost(limit)}) x)`;
}

/**
 * The found parts of tiers given as common table expressions `exact`, `own_prefix`, `subst_prefix`, `inside` and
 * `described` (id, sort): each part once, in its best tier, in tier order, with its texts in the asked language.
 */
export function partsOfTiers(tiers: RawBuilder<unknown>, lang: SiteLang, limit: number) {
  return sql<PartHit>`with ${tiers},
    best(id, sort) as (
      select id, min(sort) from (
        select id, sort from exact union all select id, sort from own_prefix union all select id, sort from subst_prefix
        union all select id, sort from inside union all select id, sort from described) hits
      group by id order by 2 limit ${rowsAtMost(limit)})
    select ${partColumns(lang)}, cast(best.sort / ${sql.lit(TIER)} as integer) as tier
    from best join spare_parts p on p.id = best.id join spare_groups g on g.id = p.group_id
    order by best.sort`;
}

/** Parts whose number or substitute number is exactly one of the keys, with their description in the asked language. */
export async function partsByKeys(db: Db, keys: string[], lang: SiteLang) {
  if (keys.length === 0) return [];
  const { rows } = await sql<Omit<PartHit, 'tier'> & { pn_norm: string; subst_norm: string }>`
    select ${partColumns(lang)}, p.pn_norm, p.subst_norm
    from spare_parts p
    join spare_groups g on g.id = p.group_id
    where (p.pn_norm in (${sql.join(keys)}) or p.subst_norm in (${sql.join(keys)})) and g.hidden = 0
    order by p.id`.execute(db);
  return rows;
}
