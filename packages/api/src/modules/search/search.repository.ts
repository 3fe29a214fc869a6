import { forEngine, type Db, type Engine } from '@tp/db';
import * as postgres from './search.repository.postgres.ts';
import type { EngineSearch, WordsQuery } from './search.repository.shared.ts';
import * as sqlite from './search.repository.sqlite.ts';

// All SQL of search, behind one seam: each engine has its own indexes (SQLite: FTS5 trigram tables kept by triggers;
// PostgreSQL: pg_trgm GIN indexes) and so its own queries, with the same tiers, bounds and answers. Keys and words
// come folded to letters and digits only (partNumberKey, searchWords), so nothing a visitor types reaches a query
// syntax or LIKE's wildcards.

export { partsByKeys, type PartHit, type TitleHit, type WordsQuery } from './search.repository.shared.ts';

const BY_ENGINE = { sqlite, postgres } satisfies Record<Engine, EngineSearch>;

/** The repository of the engine the database (or transaction) runs on. */
const on = (db: Db): EngineSearch => forEngine(db, BY_ENGINE);

/** A text query for words: all of them (`and`) or any (`or`), or the whole folded query `key`. */
export const wordsQuery = (words: string[], key: string, join: 'and' | 'or'): WordsQuery => ({ words, key, join });

/** Parts whose number or substitute number is, starts with or contains the key, in that order (tiers 0–5). */
export const partsByNumber: EngineSearch['partsByNumber'] = (db, ...args) => on(db).partsByNumber(db, ...args);
/** Parts whose description (in any language) matches, best first, leaving out the ids given (tier 6). */
export const partsByDescription: EngineSearch['partsByDescription'] = (db, ...args) =>
  on(db).partsByDescription(db, ...args);
/** Services or spare groups whose title (in any language) matches, best first; the title in the asked language. */
export const titledByWords: EngineSearch['titledByWords'] = (db, ...args) => on(db).titledByWords(db, ...args);
/** Products of the asked language whose title matches, best first. */
export const productsByWords: EngineSearch['productsByWords'] = (db, ...args) => on(db).productsByWords(db, ...args);
