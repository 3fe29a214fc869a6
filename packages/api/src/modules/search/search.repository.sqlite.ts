import { sql } from 'kysely';
import type { SiteLang } from '@tp/schemas';
import {
  exactAndPrefixTiers,
  fewerStartingThan,
  HIGHEST,
  inLanguage,
  INSIDE_CANDIDATES,
  inVisibleGroup,
  partsOfTiers,
  rowsAtMost,
  TEXT_CANDIDATES,
  TIER,
  type TitleRow,
  type WordsQuery,
} from './search.repository.shared.ts';

export { mayFindTitles } from './title-trigrams.sqlite.ts';

// The SQL of search for SQLite: FTS5 trigram indexes and number endings kept by triggers (migrations
// 2026-11-24T0400_part_search, 2026-11-27T0400_number_suffixes).
// Keys and words come folded to letters and digits only (partNumberKey, searchWords), so nothing a visitor types
// reaches FTS5's query syntax. Plans: bench/results/search-plans.txt.

/** A phrase of the FTS5 query language: one folded key or word, quoted (it holds no quote to double). */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The FTS5 query of a words query. A query that is one word is its own folded key (`3614M74P04`): one phrase, not
 * the same twice, since each trigram of a phrase is a lookup of its own.
 */
export function ftsQuery({ words, key, join }: WordsQuery): string {
  if (words.length === 0 || (words.length === 1 && words[0] === key)) return phrase(key);
  return `(${words.map(phrase).join(join === 'and' ? ' AND ' : ' OR ')}) OR ${phrase(key)}`;
}

/**
 * Parts by number: exact, then starting with the key, then containing it (the part's own number before its
 * substitute in each), all from B-trees: the folded numbers, and their endings for "containing" (migration
 * 2026-11-27T0400_number_suffixes). Then parts whose description (in any language) matches, best first (bm25).
 */
export function partsQuery(query: WordsQuery, lang: SiteLang, limit: number) {
  const { key } = query;
  const tiers = sql`${exactAndPrefixTiers(key, limit)},
    inside(id, sort) as (
      select p.id, case when s.own = 1 then ${sql.lit(4 * TIER)} else ${sql.lit(5 * TIER)} end
        + row_number() over (order by s.own desc, length(p.pn_norm), p.pn_norm)
      from (select part_id, max(own) as own from (
          select part_id, own from spare_part_numbers_search_suffixes where suffix >= ${key} and suffix < ${key + HIGHEST}
            and ${fewerStartingThan(key, limit)}
          limit ${rowsAtMost(INSIDE_CANDIDATES)}) x group by part_id) s
      join spare_parts p on p.id = s.part_id where ${inVisibleGroup('p.group_id')}),
    described(id, sort) as (
      select p.id, ${sql.lit(6 * TIER)} + row_number() over (order by f.rank, p.partnumber)
      from (select rowid, rank from spare_part_descriptions_search where spare_part_descriptions_search match ${ftsQuery(query)}
        and ${fewerStartingThan(key, limit)} limit ${rowsAtMost(TEXT_CANDIDATES)}) f
      join spare_parts p on p.id = f.rowid where ${inVisibleGroup('p.group_id')})`;
  return partsOfTiers(tiers, lang, limit);
}

/** Products of the asked language, services and spare groups whose title (in any language) matches, best first. */
export function titlesQuery(query: WordsQuery, lang: SiteLang, limit: number) {
  const match = ftsQuery(query);
  const titled = (kind: 'services' | 'spares', table: 'services' | 'spare_groups') => {
    const index = sql.raw(`${table}_search`);
    return sql`select * from (select ${kind} as kind, t.id, ${inLanguage('t', 'title', lang)} as title, '' as lang
      from (select rowid, rank from ${index} where ${index} match ${match} limit ${rowsAtMost(TEXT_CANDIDATES)}) f
      join ${sql.table(table)} t on t.id = f.rowid where t.hidden = 0 order by f.rank, t.position, t.id limit ${rowsAtMost(limit)})`;
  };
  return sql<TitleRow>`
    select * from (select 'products' as kind, p.id, p.title, p.lang
      from (select rowid, rank from products_search where products_search match ${match} limit ${rowsAtMost(TEXT_CANDIDATES)}) f
      join products p on p.id = f.rowid where p.lang = ${lang.toUpperCase()} and p.hidden = 0 order by f.rank, p.id limit ${rowsAtMost(limit)})
    union all ${titled('services', 'services')}
    union all ${titled('spares', 'spare_groups')}`;
}
