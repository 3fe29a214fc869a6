import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { DraftEntity, DraftPreviewInput } from '@tp/schemas';
import type { PageLink } from '@tp/schemas/company';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { livePreviewLink } from '../../platform/preview-links/preview-link.ts';
import type { RecordState } from '../history/history.service.ts';
import * as repo from './draft.repository.ts';

// Preview links: a draft shown on its record's own address (`?preview=<token>`), rendered by the server like the
// live page, for a colleague without an account. The token is random and only its hash is kept; a link works for 24
// hours and for the record it was made for only. The page with it is kept by no cache and indexed by no engine
// (apps/server/src/plugins/ssr-app.ts); the draft's fields come from `previewedDraft`, laid over the live read.

export const PREVIEW_HOURS = 24;

/** The public address of each page by its link. */
const PAGE_PATHS: Record<PageLink, string> = {
  contact: '/imprint',
  'privacy-policy': '/privacy-policy',
  careers: '/careers',
  'gas-turbina': '/gas-turbina',
};

/** A record's public address, without a language prefix. */
async function recordPath(db: Db, entity: DraftEntity, id: number): Promise<string> {
  if (entity === 'service') return `/service/${id}`;
  if (entity === 'spare') return `/part-list/${id}`;
  if (entity === 'product') return `/parts/${id}`;
  const row = await db.selectFrom('pages').select('link').where('id', '=', id).executeTakeFirstOrThrow();
  return PAGE_PATHS[row.link as PageLink];
}

/** A new preview link of a record's draft, in each language (German has no prefix); earlier links keep working. */
export async function createPreviewLink(ctx: Context & { admin: AdminSession }, entity: DraftEntity, id: number) {
  if (!(await repo.findDraft(ctx.db, entity, id)))
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This record has no draft' });
  const now = ctx.now();
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3_600_000).toISOString();
  // Links past their time are of no use to anyone: each new one clears them.
  await ctx.db.deleteFrom('preview_links').where('expires_at', '<', now.toISOString()).execute();
  await ctx.db
    .insertInto('preview_links')
    .values({
      token_hash: hashSecret(token),
      entity,
      record_id: id,
      user_id: ctx.admin.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  const path = await recordPath(ctx.db, entity, id);
  const siteUrl = ctx.siteUrl ?? 'http://localhost:3000';
  const address = (prefix: string) => new URL(`${prefix}${path}?preview=${token}`, siteUrl).href;
  const urls = { de: address(''), en: address('/en'), ru: address('/ru') };
  return { url: urls.de, urls, expires_at: expiresAt };
}

const NOT_A_PREVIEW = 'This preview link has expired or was not made for this page';

/**
 * The draft a preview link shows: its fields, to be laid over the record's live read. A link past its time, guessed,
 * or made for another record is not found; once the draft is published or discarded the link shows the live record.
 */
export async function previewedDraft(ctx: Context, input: DraftPreviewInput) {
  const link = await livePreviewLink(ctx.db, input.token, input, ctx.now());
  if (!link) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_A_PREVIEW });
  const draft = await repo.findDraft(ctx.db, input.entity, input.id);
  return {
    entity: input.entity,
    id: input.id,
    fields: draft ? (JSON.parse(draft.fields) as RecordState) : {},
    expires_at: link.expires_at,
  };
}
