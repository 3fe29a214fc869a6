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

/** Parts whose number or substitute number contains the key, exact before prefix before inside. */
export async function partsByNumber(db: Db, key: string, lang: SiteLang, limit: number): Promise<PartHit[]> {
  const { rows } = await sql<PartHit>`
    select ${partColumns(lang)},
      case when p.pn_norm = ${key} then 0 when p.subst_norm = ${key} then 1
           when instr(p.pn_norm, ${key}) = 1 then 2 when instr(p.subst_norm, ${key}) = 1 then 3
           when instr(p.pn_norm, ${key}) > 0 then 4 else 5 end as tier
    from spare_parts_search f
    join spare_parts p on p.id = f.rowid
    join spare_groups g on g.id = p.group_id
    where spare_parts_search match ${`{pn_norm subst_norm} : ${phrase(key)}`}
    order by tier, length(p.pn_norm), p.partnumber, p.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Parts whose description (in any language) matches the FTS5 query, best first, leaving out the ids given. */
export async function partsByDescription(db: Db, query: string, lang: SiteLang, limit: number, except: number[]): Promise<PartHit[]> {
  if (limit <= 0) return [];
  const { rows } = await sql<PartHit>`
    select ${partColumns(lang)}, 6 as tier
    from spare_parts_search f
    join spare_parts p on p.id = f.rowid
    join spare_groups g on g.id = p.group_id
    where spare_parts_search match ${`{description_de description_en description_ru} : (${query})`}
      and p.id not in (${except.length === 0 ? sql`0` : sql.join(except)})
    order by f.rank, p.partnumber
    limit ${limit}`.execute(db);
  return rows;
}

/** Services or spare groups whose title (in any language) matches, best first; the title in the asked language. */
export async function titledByWords(db: Db, table: 'services' | 'spare_groups', query: string, lang: SiteLang, limit: number): Promise<TitleHit[]> {
  const index = sql.raw(`${table}_search`);
  const { rows } = await sql<TitleHit>`
    select t.id, ${inLanguage('t', 'title', lang)} as title
    from ${index} f join ${sql.table(table)} t on t.id = f.rowid
    where ${index} match ${query}
    order by f.rank, t.position, t.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Products of the asked language whose title matches, best first. */
export async function productsByWords(db: Db, query: string, lang: SiteLang, limit: number): Promise<(TitleHit & { lang: string })[]> {
  const { rows } = await sql<TitleHit & { lang: string }>`
    select p.id, p.title, p.lang
    from products_search f join products p on p.id = f.rowid
    where products_search match ${query} and p.lang = ${lang.toUpperCase()}
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
