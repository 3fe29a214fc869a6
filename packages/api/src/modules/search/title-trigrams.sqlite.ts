import { sql } from 'kysely';
import { databaseVersion, type Db } from '@tp/db';
import type { WordsQuery } from './search.repository.shared.ts';

// Whether a search can find a title at all, asked before the titles statement on SQLite (issue 37). Most searches are
// part numbers, which no product, service or spare group is called by; the statement still queried three FTS5
// indexes for them, ~40 µs of the search thread's ~150 µs a search on 100,000 parts. A phrase of FTS5's trigram
// tokenizer matches a text only if each of its trigrams is in the index, so a query that has a trigram no title has
// finds none. The index's own vocabulary (fts5vocab: its trigrams as it folded them) says which trigrams the titles
// have; it changes only with the content, whose version it is read for. Only terms of ASCII letters and digits are
// judged here: those FTS5 folds no further than to lower case, as the terms already are; any other term leaves it to
// the statement.

const TITLE_INDEXES = ['products_search', 'services_search', 'spare_groups_search'] as const;

const vocabularies = new WeakMap<Db, { version: string; trigrams?: Set<string> }>();

/**
 * Every trigram of the title indexes for the current content version, or undefined while they are being read (once per
 * version, in the background: a search does not wait for the site's connection, and meanwhile runs the statement). A
 * read is kept only if the version did not move while it ran; one that fails is tried again by the next search.
 */
function titleTrigrams(db: Db): Set<string> | undefined {
  const version = databaseVersion(db);
  const known = vocabularies.get(db);
  if (known?.version === version) return known.trigrams;
  const reading = { version, trigrams: undefined as Set<string> | undefined };
  vocabularies.set(db, reading);
  readTrigrams(db).then(
    (trigrams) => {
      if (vocabularies.get(db) === reading && databaseVersion(db) === version) reading.trigrams = trigrams;
      else if (vocabularies.get(db) === reading) vocabularies.delete(db);
    },
    () => vocabularies.get(db) === reading && vocabularies.delete(db),
  );
  return undefined;
}

async function readTrigrams(db: Db): Promise<Set<string>> {
  const trigrams = new Set<string>();
  for (const index of TITLE_INDEXES) {
    const vocabulary = sql.raw(`temp.${index}_vocabulary`);
    await sql`create virtual table if not exists ${vocabulary} using fts5vocab(main, ${sql.raw(index)}, row)`.execute(
      db,
    );
    const { rows } = await sql<{ term: string }>`select term from ${vocabulary}`.execute(db);
    for (const { term } of rows) trigrams.add(term);
  }
  return trigrams;
}

const JUDGED = /^[a-z0-9]{3,}$/;

/**
 * False when the titles statement of `query` (titlesQuery of search.repository.sqlite.ts, its FTS5 query ftsQuery)
 * certainly finds nothing; true when it may find something.
 */
export async function mayFindTitles(db: Db, { words, key, join }: WordsQuery): Promise<boolean> {
  if (![key, ...words].every((term) => JUDGED.test(term))) return true;
  const trigrams = titleTrigrams(db);
  if (!trigrams) return true;
  const mayMatch = (term: string) => {
    for (let at = 0; at + 3 <= term.length; at++) if (!trigrams.has(term.slice(at, at + 3))) return false;
    return true;
  };
  if (mayMatch(key)) return true;
  if (words.length === 0) return false;
  return join === 'and' ? words.every(mayMatch) : words.some(mayMatch);
}
