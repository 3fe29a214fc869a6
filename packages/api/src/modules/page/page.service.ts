import { TRPCError } from '@trpc/server';
import {
  pageFields,
  pageLink,
  pagePartFields,
  richTextKeysOf,
  type PageFields,
  type PageLink,
  type PagePartFields,
} from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { addImages, removeImage } from '../../platform/images/image.repository.ts';
import { sanitizeRichTextFields } from '../../platform/rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { storeImages, withStoredFiles } from '../../platform/images/image-store.ts';
import { noteTranslatedTexts } from '../../platform/translation-sources/translation-sources.ts';
import * as repo from './page.repository.ts';

export { nextPartPosition } from './page.repository.ts';

const pageRichText = richTextKeysOf(pageFields);
const partRichText = richTextKeysOf(pagePartFields);

const pageNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Page not found' });
const partNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Page part not found' });

/** A known page link, or 404: an unknown link is a page that does not exist, not malformed input. */
export function knownLink(link: string): PageLink {
  const parsed = pageLink.safeParse(link);
  if (!parsed.success) throw pageNotFound();
  return parsed.data;
}

export const findPage = (ctx: Context, link: string) => repo.findPage(ctx.db, knownLink(link));

/** Changes the texts sent and keeps the others. */
export async function updatePageTexts(ctx: Context, link: PageLink, changes: Partial<PageFields>) {
  const now = ctx.now().toISOString();
  const texts = await sanitizeRichTextFields(changes, pageRichText);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.ensurePageRow(trx, link, now);
    await repo.updatePageTexts(trx, link, texts, now);
    await noteTranslatedTexts(trx, 'page', before.id, before, texts, now);
  });
  return repo.findPage(ctx.db, link);
}

export async function addPageImages(ctx: Context, link: PageLink, files: FileLike[]) {
  const now = ctx.now();
  const stored = await storeImages(ctx.files, files, now);
  await withStoredFiles(ctx, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const page = await repo.ensurePageRow(trx, link, now.toISOString());
      await addImages(trx, 'page', page.id, stored, now.toISOString());
    }),
  }));
  return repo.findPage(ctx.db, link);
}

export async function deletePageImage(ctx: Context, link: PageLink, path: string) {
  await withStoredFiles(ctx, [], async () => {
    const page = await repo.findPageRow(ctx.db, link);
    if (!page || !(await removeImage(ctx.db, 'page', page.id, path))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This image does not belong to the page' });
    }
    return { result: undefined, unusedFiles: [path] };
  });
  return repo.findPage(ctx.db, link);
}

export async function addPagePart(ctx: Context, link: PageLink, fields: PagePartFields, image: FileLike | undefined) {
  const now = ctx.now();
  const stored = image ? await storeImages(ctx.files, [image], now) : [];
  return withStoredFiles(ctx, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const page = await repo.ensurePageRow(trx, link, now.toISOString());
      const id = await repo.insertPart(
        trx,
        page.id,
        { ...(await sanitizeRichTextFields(fields, partRichText)), image: stored[0] ?? null },
        now.toISOString(),
      );
      await noteTranslatedTexts(trx, 'page.part', id, null, {}, now.toISOString());
      return (await repo.findPart(trx, id))!;
    }),
  }));
}

/** Changes the descriptions sent and keeps the others. */
export async function updatePagePart(ctx: Context, id: number, changes: Partial<PagePartFields>) {
  const texts = await sanitizeRichTextFields(changes, partRichText);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPart(trx, id);
    if (!before || !(await repo.updatePart(trx, id, texts))) throw partNotFound();
    await noteTranslatedTexts(trx, 'page.part', id, before, texts, ctx.now().toISOString());
  });
  return (await repo.findPart(ctx.db, id))!;
}

/** Deletes a part of the given page (both must match, as the documented URL names both) and its image file. */
export async function deletePagePart(ctx: Context, id: number, pageId: number) {
  await withStoredFiles(ctx, [], async () => {
    const removed = await repo.deletePart(ctx.db, id, pageId);
    if (!removed) throw partNotFound();
    return { result: undefined, unusedFiles: [removed.image] };
  });
  return { ok: true as const };
}

/** Replaces a part's image; the old file is removed once the new one is saved. */
export async function setPagePartImage(ctx: Context, id: number, image: FileLike) {
  const existing = await repo.findPart(ctx.db, id);
  if (!existing) throw partNotFound();
  const stored = await storeImages(ctx.files, [image], ctx.now());
  return withStoredFiles(ctx, stored, async () => {
    if (!(await repo.updatePart(ctx.db, id, { image: stored[0]! }))) throw partNotFound();
    return { result: (await repo.findPart(ctx.db, id))!, unusedFiles: [existing.image] };
  });
}
