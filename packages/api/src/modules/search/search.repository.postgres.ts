import { sql, type RawBuilder } from 'kysely';
import { prepared } from '@tp/db';
import type { SiteLang } from '@tp/schemas';
import {
  exactAndPrefixTiers,
  fewerStartingThan,
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

// The SQL of search for PostgreSQL: pg_trgm GIN indexes (migration 2026-11-24T0400_part_search,
// POSTGRES_SEARCH_INDEXES) answer `like '%…%'`, with the same tiers and bounds as FTS5 on SQLite. Case goes by
// ILIKE, accents by `unaccented` on both sides, as SQLite's trigram tokenizer folds both (in a UTF-8 database locale
// such as C.UTF-8 every script's case folds; the plain "C" locale folds ASCII only). Plans: bench/results/search-plans-postgres.txt.

/**
 * The texts the trigram indexes hold, written exactly as their index expressions: PostgreSQL uses an expression
 * index only for the same expression. Every language in one text (the words are letters and digits, so none spans
 * the spaces between them).
 */
const SEARCHED_TEXT = {
  spare_parts: sql.raw(`unaccented(description_de || ' ' || description_en || ' ' || description_ru)`),
  services: sql.raw(`unaccented(title_de || ' ' || title_en || ' ' || title_ru)`),
  spare_groups: sql.raw(`unaccented(title_de || ' ' || title_en || ' ' || title_ru)`),
  products: sql.raw(`unaccented(title)`),
} as const;

/**
 * The LIKE pattern of texts containing the term. Folded terms hold only letters and digits, none of them a wildcard,
 * and unaccent turns no letter or digit into one; escaping costs nothing and keeps it true whatever comes in.
 */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The text holds the term, case and accents aside. */
const holds = (text: RawBuilder<unknown>, term: string) => sql`${text} ilike unaccented(${containing(term)})`;

/** The condition of a words query: all words or any of them, or the whole folded query (once, when it is the word). */
function matching(text: RawBuilder<unknown>, { words, key, join }: WordsQuery) {
  if (words.length === 0 || (words.length === 1 && words[0] === key)) return holds(text, key);
  return sql`((${sql.join(
    words.map((word) => holds(text, word)),
    sql.raw(join === 'and' ? ' and ' : ' or '),
  )}) or ${holds(text, key)})`;
}

/**
 * How well a text matches, higher first: trigram similarity to the words, which like FTS5's bm25 puts texts that are
 * mostly the query ("Seal") before long ones that mention it ("Seal ring, hot section").
 */
const rank = (text: RawBuilder<unknown>, { words, key }: WordsQuery) =>
  sql`similarity(${text}, unaccented(${words.length === 0 ? key : words.join(' ')}))`;

/**
 * Parts by number: exact, then starting with the key, then containing it (the part's own number before its
 * substitute in each); exact and prefix matches from the B-trees on the folded numbers, the rest from the trigram
 * index. Then parts whose description (in any language) matches, best first.
 */
export function partsQuery(query: WordsQuery, lang: SiteLang, limit: number) {
  const { key } = query;
  const pattern = containing(key);
  const text = SEARCHED_TEXT.spare_parts;
  const tiers = sql`${exactAndPrefixTiers(key, limit)},
    inside(id, sort) as (
      select p.id, case when strpos(p.pn_norm, ${key}) > 1 then ${sql.lit(4 * TIER)} else ${sql.lit(5 * TIER)} end
        + row_number() over (order by strpos(p.pn_norm, ${key}) <= 1, length(p.pn_norm), p.pn_norm)
      from (select id, pn_norm, subst_norm from spare_parts where (pn_norm like ${pattern} or subst_norm like ${pattern})
        and ${inVisibleGroup('group_id')} and ${fewerStartingThan(key, limit)} limit ${rowsAtMost(INSIDE_CANDIDATES)}) p
      where strpos(p.pn_norm, ${key}) > 1 or strpos(p.subst_norm, ${key}) > 1),
    described(id, sort) as (
      select f.id, ${sql.lit(6 * TIER)} + row_number() over (order by ${rank(sql`f.text`, query)} desc, f.partnumber)
      from (select id, partnumber, ${text} as text from spare_parts where ${matching(text, query)} and ${inVisibleGroup('group_id')}
        and ${fewerStartingThan(key, limit)} limit ${rowsAtMost(TEXT_CANDIDATES)}) f)`;
  return prepared(partsOfTiers(tiers, lang, limit));
}

/** Products of the asked language, services and spare groups whose title (in any language) matches, best first. */
export function titlesQuery(query: WordsQuery, lang: SiteLang, limit: number) {
  // Each table's candidates once, as a materialized CTE: as a subquery joined to its table, a generic plan (the
  // search connections use them) read the trigram index again for each row of the table.
  const found = (table: keyof typeof SEARCHED_TEXT) => {
    const text = SEARCHED_TEXT[table];
    return sql`${sql.raw(`${table}_found`)} as materialized (select id, ${text} as text from ${sql.table(table)}
      where ${matching(text, query)} limit ${rowsAtMost(TEXT_CANDIDATES)})`;
  };
  const titled = (kind: 'services' | 'spares', table: 'services' | 'spare_groups') =>
    sql`(select ${kind} as kind, t.id, ${inLanguage('t', 'title', lang)} as title, '' as lang
      from ${sql.raw(`${table}_found`)} f join ${sql.table(table)} t on t.id = f.id
      where t.hidden = 0 order by ${rank(sql`f.text`, query)} desc, t.position, t.id limit ${rowsAtMost(limit)})`;
  return prepared(sql<TitleRow>`
    with ${found('products')}, ${found('services')}, ${found('spare_groups')}
    (select 'products' as kind, p.id, p.title, p.lang from products_found f join products p on p.id = f.id
      where p.lang = ${lang.toUpperCase()} and p.hidden = 0 order by ${rank(sql`f.text`, query)} desc, p.id limit ${rowsAtMost(limit)})
    union all ${titled('services', 'services')}
    union all ${titled('spares', 'spare_groups')}`);
}

/** Every search runs the titles statement on PostgreSQL (no vocabulary to ask first). */
export const mayFindTitles = async () => true;
