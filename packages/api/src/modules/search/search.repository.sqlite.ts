import { sql } from 'kysely';
import type { Db } from '@tp/db';
import type { SiteLang } from '@tp/schemas';
import {
  exactAndPrefixTiers,
  inLanguage,
  INSIDE_CANDIDATES,
  partColumns,
  partsInTierOrder,
  TEXT_CANDIDATES,
  type PartHit,
  type TitleHit,
  type Tiered,
  type WordsQuery,
} from './search.repository.shared.ts';

// The SQL of search for SQLite: FTS5 trigram indexes kept by triggers (migration 2026-11-24T0400_part_search).
// Keys and words come folded to letters and digits only (partNumberKey, searchWords), so nothing a visitor types
// reaches FTS5's query syntax.

/** A phrase of the FTS5 query language: one folded key or word, quoted (it holds no quote to double). */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** The FTS5 query of a words query. */
export function ftsQuery({ words, key, join }: WordsQuery): string {
  const all = words.map(phrase).join(join === 'and' ? ' AND ' : ' OR ');
  return words.length === 0 ? phrase(key) : `(${all}) OR ${phrase(key)}`;
}

/**
 * Parts whose number or substitute number contains the key: exact, then starting with it, then containing it (the
 * part's own number before its substitute in each). Exact and prefix matches come from the B-trees on the folded
 * numbers, the rest from the trigram index.
 */
export async function partsByNumber(db: Db, key: string, lang: SiteLang, limit: number): Promise<PartHit[]> {
  const tiers = await Promise.all([
    ...exactAndPrefixTiers(db, key, limit),
    sql<Tiered>`select p.id, case when instr(p.pn_norm, ${key}) > 1 then 4 else 5 end as tier
      from (select rowid from spare_part_numbers_search where spare_part_numbers_search match ${phrase(key)} limit ${INSIDE_CANDIDATES}) f
      join spare_parts p on p.id = f.rowid
      where instr(p.pn_norm, ${key}) > 1 or instr(p.subst_norm, ${key}) > 1
      order by tier, length(p.pn_norm), p.pn_norm limit ${limit}`.execute(db),
  ]);
  return partsInTierOrder(db, tiers, lang, limit);
}

/** Parts whose description (in any language) matches, best first (bm25), leaving out the ids given. */
export async function partsByDescription(
  db: Db,
  query: WordsQuery,
  lang: SiteLang,
  limit: number,
  except: number[],
): Promise<PartHit[]> {
  if (limit <= 0) return [];
  const { rows } = await sql<PartHit>`
    select ${partColumns(lang)}, 6 as tier
    from (select rowid, rank from spare_part_descriptions_search where spare_part_descriptions_search match ${ftsQuery(query)} limit ${TEXT_CANDIDATES}) f
    join spare_parts p on p.id = f.rowid
    join spare_groups g on g.id = p.group_id
    where p.id not in (${except.length === 0 ? sql`0` : sql.join(except)})
    order by f.rank, p.partnumber
    limit ${limit}`.execute(db);
  return rows;
}

/** Services or spare groups whose title (in any language) matches, best first; the title in the asked language. */
export async function titledByWords(
  db: Db,
  table: 'services' | 'spare_groups',
  query: WordsQuery,
  lang: SiteLang,
  limit: number,
): Promise<TitleHit[]> {
  const index = sql.raw(`${table}_search`);
  const { rows } = await sql<TitleHit>`
    select t.id, ${inLanguage('t', 'title', lang)} as title
    from (select rowid, rank from ${index} where ${index} match ${ftsQuery(query)} limit ${TEXT_CANDIDATES}) f join ${sql.table(table)} t on t.id = f.rowid
    order by f.rank, t.position, t.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Products of the asked language whose title matches, best first. */
export async function productsByWords(
  db: Db,
  query: WordsQuery,
  lang: SiteLang,
  limit: number,
): Promise<(TitleHit & { lang: string })[]> {
  const { rows } = await sql<TitleHit & { lang: string }>`
    select p.id, p.title, p.lang
    from (select rowid, rank from products_search where products_search match ${ftsQuery(query)} limit ${TEXT_CANDIDATES}) f join products p on p.id = f.rowid
    where p.lang = ${lang.toUpperCase()}
    order by f.rank, p.id
    limit ${limit}`.execute(db);
  return rows;
}
