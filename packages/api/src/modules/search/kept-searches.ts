import { databaseVersion, type Db } from '@tp/db';

/**
 * Answers of searches kept for a short while, per database: a search is a public read (the same answer for every
 * visitor until the content changes), and the same query comes again and again (a number pasted by several buyers,
 * the results page after its suggestions, a reload). Every content write clears them (the database's content
 * version, which another server's writes move too, within a second on PostgreSQL); the least recently used go first
 * beyond the bound. Each search still counts against its address's limit: the limit is asked before the cache.
 */
export class KeptSearches<Answer> {
  private readonly entries = new Map<string, { answer: Answer; until: number }>();
  private version = '';

  constructor(private readonly limits: { entries: number; ttlMs: number }) {}

  /**
   * The kept answer of `key` if there is one; else `keep`, which keeps the answer read now, unless the content
   * changed meanwhile (the answer may hold what was true before). Forgets everything once the content has changed.
   */
  read(db: Db, key: string, now: number): { answer: Answer } | { keep: (answer: Answer) => void } {
    const version = databaseVersion(db);
    if (version !== this.version) {
      this.version = version;
      this.entries.clear();
    }
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.until > now) {
        this.entries.set(key, kept); // most recently used last
        return { answer: kept.answer };
      }
    }
    return {
      keep: (answer) => {
        if (databaseVersion(db) !== version || this.version !== version) return;
        this.entries.set(key, { answer, until: now + this.limits.ttlMs });
        if (this.entries.size > this.limits.entries) this.entries.delete(this.entries.keys().next().value!);
      },
    };
  }
}

/** One set of kept answers per database (tests open many), made on first use. */
export function keptPerDatabase<Answer>(limits: { entries: number; ttlMs: number }) {
  const byDb = new WeakMap<Db, KeptSearches<Answer>>();
  return (db: Db) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new KeptSearches<Answer>(limits)));
    return kept;
  };
}
