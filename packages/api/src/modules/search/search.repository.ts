import type { RawBuilder } from 'kysely';
import { forEngine, type Db, type Engine } from '@tp/db';
import type { SiteLang } from '@tp/schemas';
import type { SearchReader } from '../../trpc/context.ts';
import * as postgres from './search.repository.postgres.ts';
import { titlesByKind, type EngineSearch, type TitlesFound, type WordsQuery } from './search.repository.shared.ts';
import * as sqlite from './search.repository.sqlite.ts';

// All SQL of search, behind one seam: each engine has its own indexes (SQLite: FTS5 trigram tables kept by triggers;
// PostgreSQL: pg_trgm GIN indexes) and so its own queries, with the same tiers, bounds and answers. Keys and words
// come folded to letters and digits only (partNumberKey, searchWords), so nothing a visitor types reaches a query
// syntax or LIKE's wildcards.

export {
  partsByKeys,
  type PartHit,
  type TitleHit,
  type TitlesFound,
  type WordsQuery,
} from './search.repository.shared.ts';

const BY_ENGINE = { sqlite, postgres } satisfies Record<Engine, EngineSearch>;

/** The repository of the engine the database (or transaction) runs on. */
const on = (db: Db): EngineSearch => forEngine<EngineSearch>(db, BY_ENGINE);

/** A text query for words: all of them (`and`) or any (`or`), or the whole folded query `key`. */
export const wordsQuery = (words: string[], key: string, join: 'and' | 'or'): WordsQuery => ({ words, key, join });

/**
 * The rows of a statement: through the search reader when the server has one (SQLite: its thread; PostgreSQL: its
 * search connections), else on the database's own connection.
 */
const rowsOf = async <Row>(db: Db, statement: RawBuilder<Row>, reader: SearchReader | undefined) =>
  // Compiled without the database's plugins: the reader runs it, so a plugin's hook on its result would never come
  // (the tracing plugin's span; the server traces the reader's statements itself).
  reader ? reader.all(statement.compile(db.withoutPlugins())) : (await statement.execute(db)).rows;

/** Parts by number (exact, prefix, inside: tiers 0–5) and then by words of their descriptions (tier 6), each once. */
export const parts = (db: Db, query: WordsQuery, lang: SiteLang, limit: number, reader?: SearchReader) =>
  rowsOf(db, on(db).partsQuery(query, lang, limit), reader);

/** Products of the asked language, services and spare groups whose title (in any language) matches, best first. */
export const titles = async (
  db: Db,
  query: WordsQuery,
  lang: SiteLang,
  limit: number,
  reader?: SearchReader,
): Promise<TitlesFound> =>
  (await on(db).mayFindTitles(db, query))
    ? titlesByKind(await rowsOf(db, on(db).titlesQuery(query, lang, limit), reader))
    : { products: [], services: [], spares: [] };

/** The two statements of a search as the engine runs them (the benchmark prints their plans). */
export const searchStatements = (db: Db, query: WordsQuery, lang: SiteLang, limit: number) => [
  on(db).partsQuery(query, lang, limit).compile(db),
  on(db).titlesQuery(query, lang, limit).compile(db),
];
