import type { Db } from '@tp/db';
import type { Context } from '../../trpc/context.ts';
import { hashSecret } from '../secrets.ts';

// A draft's preview link (modules/draft/draft-preview.ts) is a token kept hashed with the record it was made for and
// until when it works. Checked here, where the draft module reads what a link shows and where the public read of a
// hidden record asks whether the page being rendered is that record's preview.

/** The record a preview token was made for (`entity` as drafts name it: `service`, `spare`, `page`, `product`). */
export interface PreviewedRecord {
  entity: string;
  id: number;
}

/** The link of a token made for this record and not yet expired at `now`; undefined for any other token. */
export async function livePreviewLink(db: Db, token: string, record: PreviewedRecord, now: Date) {
  const link = await db
    .selectFrom('preview_links')
    .select('expires_at')
    .where('token_hash', '=', hashSecret(token))
    .where('entity', '=', record.entity)
    .where('record_id', '=', record.id)
    .executeTakeFirst();
  return link && link.expires_at > now.toISOString() ? link : undefined;
}

/**
 * Whether the page being rendered is a preview link of this record (`ctx.previewToken`, set by server rendering
 * only): then a visitor's read may show it while it is hidden.
 */
const rendersPreviewOf = async (ctx: Context, record: PreviewedRecord) =>
  ctx.previewToken !== undefined && (await livePreviewLink(ctx.db, ctx.previewToken, record, ctx.now())) !== undefined;

/**
 * A record as visitors read it: one hidden from them is not found (`notFound`), unless the page is rendered for a
 * preview link of it (a colleague looking at the draft that will show it).
 */
export async function visibleOrNotFound<Found extends { hidden: boolean }>(
  ctx: Context,
  found: Found,
  record: PreviewedRecord,
  notFound: () => Error,
): Promise<Found> {
  if (found.hidden && !(await rendersPreviewOf(ctx, record))) throw notFound();
  return found;
}
