import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@tp/db';

/** A rendered public page: the same for every visitor but for the script nonce, held as `NONCE_MARK`. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

const MAX_PAGES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Rendered public pages, kept until the database changes. A page depends on nothing but its address and the
 * database, so it is valid as long as no row has changed: this connection's `total_changes()` counts our own
 * writes, and `PRAGMA data_version` moves when another connection commits (the admin CLI, a restore).
 * Reading both costs microseconds; rendering a page costs milliseconds.
 */
export class PageCache {
  /** Rendered in place of the nonce and replaced by each response's own: random, so no content can contain it. */
  readonly nonceMark = `nonce${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private version = '';

  constructor(private readonly db: Db) {}

  /** Forgets every page if the database changed since they were rendered. */
  async validate(): Promise<void> {
    const { rows } = await sql<{ own: number; others: number }>`select total_changes() as own, (select data_version from pragma_data_version) as others`.execute(this.db);
    const version = `${rows[0]?.own}:${rows[0]?.others}`;
    if (version !== this.version) {
      this.version = version;
      this.pages.clear();
      this.bytes = 0;
    }
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last: the first entry is the one to drop when full.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.body.length > MAX_BYTES / 8) return;
    const replaced = this.pages.get(key);
    if (replaced) this.bytes -= replaced.body.length;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest, old] of this.pages) {
      if (this.pages.size <= MAX_PAGES && this.bytes <= MAX_BYTES) break;
      this.pages.delete(oldest);
      this.bytes -= old.body.length;
    }
  }
}
