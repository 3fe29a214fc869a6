import { TRPCError } from '@trpc/server';
import { pageLink, type PageLink } from '@tp/schemas';
import type { Context } from '../../context.ts';
import { addImages, removeImage } from '../image/image.repository.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { storeImages, withStoredFiles } from '../upload/image-store.ts';
import * as repo from './page.repository.ts';

type Texts = { text_de: string; text_en: string; text_ru: string };
type Descriptions = { description_de: string; description_en: string; description_ru: string };

const pageNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Page not found' });
const partNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Page part not found' });

/** A known page link, or 404: an unknown link is a page that does not exist, not malformed input. */
export function knownLink(link: string): PageLink {
  const parsed = pageLink.safeParse(link);
  if (!parsed.success) throw pageNotFound();
  return parsed.data;
}

const cleanDescriptions = (input: Descriptions): Descriptions => ({
  description_de: sanitizeRichText(input.description_de),
  description_en: sanitizeRichText(input.description_en),
  description_ru: sanitizeRichText(input.description_ru),
});

export async function updatePageTexts(ctx: Context, link: PageLink, texts: Texts) {
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.ensurePageRow(trx, link, now);
    await trx
      .updateTable('pages')
      .set({
        text_de: sanitizeRichText(texts.text_de),
        text_en: sanitizeRichText(texts.text_en),
        text_ru: sanitizeRichText(texts.text_ru),
        updated_at: now,
      })
      .where('link', '=', link)
      .execute();
  });
  return repo.findPage(ctx.db, link);
}

export async function addPageImages(ctx: Context, link: PageLink, files: FileLike[]) {
  const now = ctx.now();
  const stored = await storeImages(ctx.dataDir, files, now);
  await withStoredFiles(ctx.dataDir, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const page = await repo.ensurePageRow(trx, link, now.toISOString());
      await addImages(trx, 'page', page.id, stored, now.toISOString());
    }),
  }));
  return repo.findPage(ctx.db, link);
}

export async function deletePageImage(ctx: Context, link: PageLink, path: string) {
  await withStoredFiles(ctx.dataDir, [], async () => {
    const page = await repo.findPageRow(ctx.db, link);
    if (!page || !(await removeImage(ctx.db, 'page', page.id, path))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This image does not belong to the page' });
    }
    return { result: undefined, unusedFiles: [path] };
  });
  return repo.findPage(ctx.db, link);
}

export async function addPagePart(ctx: Context, link: PageLink, input: Descriptions, image: FileLike | undefined) {
  const now = ctx.now();
  const stored = image ? await storeImages(ctx.dataDir, [image], now) : [];
  return withStoredFiles(ctx.dataDir, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const page = await repo.ensurePageRow(trx, link, now.toISOString());
      const { id } = await trx
        .insertInto('page_parts')
        .values({
          page_id: page.id,
          image: stored[0] ?? null,
          ...cleanDescriptions(input),
          position: await repo.nextPartPosition(trx, page.id),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await repo.findPart(trx, id))!;
    }),
  }));
}

export async function updatePagePart(ctx: Context, id: number, input: Descriptions) {
  const result = await ctx.db.updateTable('page_parts').set(cleanDescriptions(input)).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw partNotFound();
  return (await repo.findPart(ctx.db, id))!;
}

/** Deletes a part of the given page (both must match, as the documented URL names both) and its image file. */
export async function deletePagePart(ctx: Context, id: number, pageId: number) {
  await withStoredFiles(ctx.dataDir, [], async () => {
    const removed = await ctx.db.deleteFrom('page_parts').where('id', '=', id).where('page_id', '=', pageId).returning('image').executeTakeFirst();
    if (!removed) throw partNotFound();
    return { result: undefined, unusedFiles: [removed.image] };
  });
  return { ok: true as const };
}

/** Replaces a part's image; the old file is removed once the new one is saved. */
export async function setPagePartImage(ctx: Context, id: number, image: FileLike) {
  const existing = await repo.findPart(ctx.db, id);
  if (!existing) throw partNotFound();
  const stored = await storeImages(ctx.dataDir, [image], ctx.now());
  return withStoredFiles(ctx.dataDir, stored, async () => {
    const result = await ctx.db.updateTable('page_parts').set({ image: stored[0] }).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw partNotFound();
    return { result: (await repo.findPart(ctx.db, id))!, unusedFiles: [existing.image] };
  });
}
