import { randomBytes } from 'node:crypto';
import type { Db } from '@tp/db';
import { ContentCache } from './content-cache.ts';

/** A rendered public page: the same for every visitor but for the script nonce, held as `nonceMark`. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Rendered public pages, kept until the database changes: reading its version costs microseconds, a render milliseconds. */
export class PageCache extends ContentCache<CachedPage> {
  /** Rendered in place of the nonce and replaced by each response's own: random, so no content can contain it. */
  readonly nonceMark = `nonce${randomBytes(12).toString('hex')}`;

  constructor(db: Db) {
    super(db, { entries: 500, bytes: 32 * 1024 * 1024 });
  }
}
