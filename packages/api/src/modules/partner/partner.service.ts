import { TRPCError } from '@trpc/server';
import { partnerFields, richTextKeysOf, type PartnerFields, type SiteLang } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { sanitizeRichTextFields } from '../../platform/rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { storeImages, withStoredFiles } from '../../platform/images/image-store.ts';
import { noteTranslatedTexts } from '../../platform/translation-sources/translation-sources.ts';
import * as repo from './partner.repository.ts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Partner not found' });
const richTextKeys = richTextKeysOf(partnerFields);

export const listPartners = (ctx: Context) => repo.listPartners(ctx.db);

/** The public list: each partner's text in one language. */
export async function listPartnersIn(ctx: Context, language: SiteLang) {
  return (await repo.listPartners(ctx.db)).map((partner) => ({
    id: partner.id,
    image_id: partner.image_id,
    text: partner[`text_${language}`],
  }));
}

export async function findPartner(ctx: Context, id: number) {
  const partner = await repo.findPartner(ctx.db, id);
  if (!partner) throw notFound();
  return partner;
}

/** A partner has exactly one image. */
export async function createPartner(ctx: Context, fields: PartnerFields, image: FileLike) {
  const now = ctx.now();
  const stored = await storeImages(ctx.files, [image], now);
  return withStoredFiles(ctx, stored, async () => {
    const values = { ...(await sanitizeRichTextFields(fields, richTextKeys)), image: stored[0]! };
    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertPartner(trx, values, now.toISOString());
      await noteTranslatedTexts(trx, 'partner', created, null, {}, now.toISOString());
      return created;
    });
    return { result: await findPartner(ctx, id) };
  });
}

/** Changes the texts sent and keeps the others; a new image replaces the old one, whose file is removed after the change. */
export async function updatePartner(
  ctx: Context,
  id: number,
  changes: Partial<PartnerFields>,
  image: FileLike | undefined,
) {
  await findPartner(ctx, id);
  const stored = image ? await storeImages(ctx.files, [image], ctx.now()) : [];
  return withStoredFiles(ctx, stored, async () => {
    const newImage = stored[0] ? { image: stored[0] } : {};
    const texts = await sanitizeRichTextFields(changes, richTextKeys);
    const now = ctx.now().toISOString();
    // The texts before the change are read in its transaction: what makes a translation outdated is noted against them.
    const before = await ctx.db.transaction().execute(async (trx) => {
      const current = await repo.findPartner(trx, id);
      if (!current) throw notFound();
      await repo.updatePartner(trx, id, { ...texts, ...newImage }, now);
      await noteTranslatedTexts(trx, 'partner', id, current, texts, now);
      return current;
    });
    return { result: await findPartner(ctx, id), unusedFiles: stored[0] ? [before.image_id] : [] };
  });
}

export async function deletePartner(ctx: Context, id: number) {
  await withStoredFiles(ctx, [], async () => {
    const image = await repo.deletePartner(ctx.db, id);
    if (image === undefined) throw notFound();
    return { result: undefined, unusedFiles: [image] };
  });
  return { ok: true as const };
}
