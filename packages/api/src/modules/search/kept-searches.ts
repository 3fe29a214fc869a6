import { databaseVersion, type Db } from '@tp/db';

/** Sets `key` last in a map kept in order of use, and drops the first (least recently used) beyond `bound`. */
function setLast<Value>(map: Map<string, Value>, key: string, value: Value, bound: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > bound) map.delete(map.keys().next().value!);
}

/**
 * Answers of searches kept for a short while, per database: a search is a public read (the same answer for every
 * visitor until the content changes), and the same query comes again and again (a number pasted by several buyers,
 * the results page after its suggestions, a reload). An answer is kept the second time its query comes within the
 * time an answer lives: most queries are asked once (each keystroke's suggestions, a number nobody else types), and
 * keeping those would only push out the answers asked again and, kept a while, cost the server a collection of its
 * old objects every second under load (issue 37). Every content write clears them (the database's content version,
 * which another server's writes move too, within a second on PostgreSQL); the least recently used go first beyond
 * the bound. Each search still counts against its address's limit: the limit is asked before the cache.
 */
export class KeptSearches<Answer> {
  private readonly entries = new Map<string, { answer: Answer; until: number }>();
  /** Queries asked once lately, with the time until which a second ask keeps its answer. */
  private readonly askedOnce = new Map<string, number>();
  private version = '';

  constructor(private readonly limits: { entries: number; ttlMs: number }) {}

  /**
   * The kept answer of `key` if there is one; else `keep`, which keeps the answer read now if the query was asked
   * lately and the content did not change meanwhile (the answer may hold what was true before). Forgets everything
   * once the content has changed.
   */
  read(db: Db, key: string, now: number): { answer: Answer } | { keep: (answer: Answer) => void } {
    const version = databaseVersion(db);
    if (version !== this.version) {
      this.version = version;
      this.entries.clear();
      this.askedOnce.clear();
    }
    const kept = this.entries.get(key);
    if (kept && kept.until > now) {
      setLast(this.entries, key, kept, this.limits.entries);
      return { answer: kept.answer };
    }
    this.entries.delete(key);
    const askedUntil = this.askedOnce.get(key);
    if (askedUntil === undefined || askedUntil <= now) {
      setLast(this.askedOnce, key, now + this.limits.ttlMs, this.limits.entries * 4);
      return { keep: () => undefined };
    }
    this.askedOnce.delete(key);
    return {
      keep: (answer) => {
        if (databaseVersion(db) !== version || this.version !== version) return;
        setLast(this.entries, key, { answer, until: now + this.limits.ttlMs }, this.limits.entries);
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
