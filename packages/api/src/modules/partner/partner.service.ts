import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { Context } from '../../context.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { nextPosition } from '../titled-record/clean-titled-texts.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { storeImages, withStoredFiles } from '../upload/image-store.ts';

type Texts = { text_de: string; text_en: string; text_ru: string };
const columns = ['id', 'image as image_id', 'text_de', 'text_en', 'text_ru'] as const;
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Partner not found' });
const clean = (texts: Texts): Texts => ({ text_de: sanitizeRichText(texts.text_de), text_en: sanitizeRichText(texts.text_en), text_ru: sanitizeRichText(texts.text_ru) });

export function listPartners(db: Db) {
  return db.selectFrom('partners').select(columns).orderBy('position').orderBy('id').execute();
}

/** The public list: each partner's text in one language. */
export async function listPartnersIn(db: Db, language: 'de' | 'en' | 'ru') {
  return (await listPartners(db)).map((partner) => ({ id: partner.id, image_id: partner.image_id, text: partner[`text_${language}`] }));
}

export async function findPartner(db: Db, id: number) {
  return (await db.selectFrom('partners').select(columns).where('id', '=', id).executeTakeFirst()) ?? Promise.reject(notFound());
}

/** A partner has exactly one image. */
export async function createPartner(ctx: Context, texts: Texts, image: FileLike) {
  const now = ctx.now();
  const stored = await storeImages(ctx.dataDir, [image], now);
  return withStoredFiles(ctx.dataDir, stored, async () => {
    const { id } = await ctx.db
      .insertInto('partners')
      .values({ image: stored[0]!, ...clean(texts), position: await nextPosition(ctx.db, 'partners'), created_at: now.toISOString(), updated_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { result: await findPartner(ctx.db, id) };
  });
}

/** Updates the texts; a new image replaces the old one, whose file is removed after the change. */
export async function updatePartner(ctx: Context, id: number, texts: Texts, image: FileLike | undefined) {
  const existing = await findPartner(ctx.db, id);
  const stored = image ? await storeImages(ctx.dataDir, [image], ctx.now()) : [];
  return withStoredFiles(ctx.dataDir, stored, async () => {
    await ctx.db
      .updateTable('partners')
      .set({ ...clean(texts), ...(stored[0] ? { image: stored[0] } : {}), updated_at: ctx.now().toISOString() })
      .where('id', '=', id)
      .execute();
    return { result: await findPartner(ctx.db, id), unusedFiles: stored[0] ? [existing.image_id] : [] };
  });
}

export async function deletePartner(ctx: Context, id: number) {
  await withStoredFiles(ctx.dataDir, [], async () => {
    const removed = await ctx.db.deleteFrom('partners').where('id', '=', id).returning('image').executeTakeFirst();
    if (!removed) throw notFound();
    return { result: undefined, unusedFiles: [removed.image] };
  });
  return { ok: true as const };
}
