import { databaseReachability, databaseVersion, type Db } from '@tp/db';

/**
 * Answers that depend on nothing but their address and the database (rendered public pages, public reads), kept
 * until the database changes. Their validity is one cheap question to SQLite (`databaseVersion`: our own writes and
 * other connections' commits, such as the admin CLI's, a restore's or a second server's on the same file).
 * Least recently used entries go first beyond the bounds.
 *
 * A second server on PostgreSQL would need a version every server can read (a counter row bumped by each write's
 * transaction, or LISTEN/NOTIFY) in place of these two numbers.
 */
export class ContentCache<Entry extends { body: string | Buffer }> {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private version = '';

  constructor(
    private readonly db: Db,
    private readonly limits: { entries: number; bytes: number; sizeOf?: (entry: Entry) => number },
  ) {}

  private sizeOf(entry: Entry): number {
    return this.limits.sizeOf?.(entry) ?? entry.body.length;
  }

  /**
   * Forgets every entry if the database changed since they were made; returns the version read, which an entry
   * made from a read after this call is stored with.
   */
  validate(): string {
    const version = databaseVersion(this.db);
    if (version !== this.version) {
      this.version = version;
      this.entries.clear();
      this.bytes = 0;
    }
    return version;
  }

  /**
   * What a kept answer says of itself (RFC 9211 `Cache-Status`): that it was kept, and while the database cannot be
   * reached, since when: it is what was true when the database was last read, and a client that cares (a script
   * syncing prices) can tell.
   */
  keptStatus(): string {
    const { reachable, since } = databaseReachability(this.db);
    return reachable
      ? 'turbotech; hit'
      : `turbotech; hit; detail="database unreachable since ${since?.toISOString() ?? 'now'}"`;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: the first entry is the one to drop when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Keeps an entry made from a read at `version`. If the database changed meanwhile (another request saw it), the
   * entry may hold what was true before and is not kept.
   */
  set(key: string, entry: Entry, version: string): void {
    if (version !== this.version || entry.body.length > this.limits.bytes / 8) return;
    const replaced = this.entries.get(key);
    if (replaced) this.bytes -= this.sizeOf(replaced);
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += this.sizeOf(entry);
    this.evictBeyondBounds();
  }

  /** Counts bytes a kept entry took on later (a compressed copy of it), dropping the least recently used beyond the bound. */
  grew(bytes: number): void {
    this.bytes += bytes;
    this.evictBeyondBounds();
  }

  private evictBeyondBounds(): void {
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }
}
