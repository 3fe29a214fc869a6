import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@tp/db';
import { ContentCache } from './content-cache.ts';
import { sizeWithCopies, type CompressedCopies } from './precompressed.ts';

/**
 * A rendered public page, the same bytes for every visitor: its inline scripts run by their hashes, named in its
 * Content-Security-Policy (among `headers`), not by a nonce of each response.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Brotli and gzip copies of the body, each made once, when first asked for. */
  compressed: CompressedCopies;
  /** A weak tag of the body: a browser revalidating a page it has gets 304 and no body. */
  etag: string;
}

/** Rendered public pages, kept until the database changes: reading its version costs microseconds, a render milliseconds. */
export class PageCache extends ContentCache<CachedPage> {
  /** Rendered in place of a nonce and taken out again: random, so no content can contain it. */
  readonly nonceMark = `nonce${randomBytes(12).toString('hex')}`;

  constructor(db: Db) {
    super(db, {
      entries: 500,
      bytes: 32 * 1024 * 1024,
      sizeOf: (page) => sizeWithCopies(page.body, page.compressed),
    });
  }
}

/** Inline scripts the browser runs: no `src`, and JavaScript (not a JSON or JSON-LD data block). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const isDataBlock = (attributes: string) => /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts, computed over each script's text as sent (CSP
 * Level 3, "script-src"): the policy that lets exactly these run, and no script anything could inject.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A weak ETag of a kept page's bytes, made once per render. */
export const pageTag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64')}"`;
