import { TRPCError } from '@trpc/server';
import type { ImageOwnerType } from '@tp/db';
import { hasSomeTitle, NEEDS_TITLE, richTextKeysOf, titledFields, type IllustratedFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { addImages, imagePathOwners, removeAllImages, removeImage } from '../images/image.repository.ts';
import { sanitizeRichTextFields } from '../rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../uploads/form-data-input.ts';
import { storeImages, withStoredFiles } from '../images/image-store.ts';
import { noteTranslatedTexts } from '../translation-sources/translation-sources.ts';
import { visibleOrNotFound } from '../preview-links/preview-link.ts';
import { withHiddenFlag, type Audience } from '../visibility/hidden-flag.ts';
import type { IllustratedRecordRepository } from './illustrated-record.repository.ts';

const richTextKeys = richTextKeysOf(titledFields);

/**
 * The shared rules of services and spare groups: titles and rich texts in three languages plus an ordered
 * image list, created, edited and deleted with their files. Each entity's module builds its own from its repository.
 */
export function illustratedRecords(
  repo: IllustratedRecordRepository,
  ownerType: Extract<ImageOwnerType, 'service' | 'spare_group'>,
  label: string,
) {
  // The translated texts' entity, as the activity log and the Translations screen name it.
  const entity = ownerType === 'service' ? 'service' : 'spare';
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: `${label} not found` });

  /** The records with their images: every one for the team, the ones not hidden for visitors. */
  async function list(ctx: Context, audience: Audience) {
    const rows = await repo.list(ctx.db, audience);
    const images = await imagePathOwners(
      ctx.db,
      ownerType,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...withHiddenFlag(row), images: images.get(row.id) ?? [] }));
  }

  /** The record with its images, hidden or not (the team's read, and what a change answers). */
  async function find(ctx: Context, id: number) {
    const row = await repo.find(ctx.db, id);
    if (!row) throw notFound();
    const images = await imagePathOwners(ctx.db, ownerType, [id]);
    return { ...withHiddenFlag(row), images: images.get(id) ?? [] };
  }

  /** The record as visitors read it: not found while hidden, unless on its preview link. */
  const findVisible = async (ctx: Context, id: number) =>
    visibleOrNotFound(ctx, await find(ctx, id), { entity, id }, notFound);

  async function create(ctx: Context, input: IllustratedFields, files: FileLike[]) {
    const now = ctx.now();
    const stored = await storeImages(ctx.files, files, now);
    const id = await withStoredFiles(ctx, stored, async () => ({
      result: await ctx.db.transaction().execute(async (trx) => {
        const created = await repo.insert(trx, await sanitizeRichTextFields(input, richTextKeys), now.toISOString());
        await addImages(trx, ownerType, created, stored, now.toISOString());
        await noteTranslatedTexts(trx, entity, created, null, {}, now.toISOString());
        return created;
      }),
    }));
    return find(ctx, id);
  }

  /** Changes the fields sent and keeps the others; the record must keep a title in some language. */
  async function update(ctx: Context, id: number, changes: Partial<IllustratedFields>) {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await repo.find(trx, id);
      if (!current) throw notFound();
      if (!hasSomeTitle({ ...current, ...changes })) throw new TRPCError({ code: 'BAD_REQUEST', message: NEEDS_TITLE });
      const sanitized = await sanitizeRichTextFields(changes, richTextKeys);
      await repo.update(trx, id, sanitized, ctx.now().toISOString());
      await noteTranslatedTexts(trx, entity, id, current, sanitized, ctx.now().toISOString());
    });
    return find(ctx, id);
  }

  /** Deletes the record (its children by cascade) and afterwards its image files. */
  async function remove(ctx: Context, id: number) {
    await withStoredFiles(ctx, [], async () => {
      const unusedFiles = await ctx.db.transaction().execute(async (trx) => {
        const paths = await removeAllImages(trx, ownerType, id);
        if (!(await repo.remove(trx, id))) throw notFound();
        return paths;
      });
      return { result: undefined, unusedFiles };
    });
    return { ok: true as const };
  }

  async function addImageFiles(ctx: Context, id: number, files: FileLike[]) {
    await find(ctx, id);
    const now = ctx.now();
    const stored = await storeImages(ctx.files, files, now);
    await withStoredFiles(ctx, stored, async () => ({
      result: await addImages(ctx.db, ownerType, id, stored, now.toISOString()),
    }));
    return find(ctx, id);
  }

  async function deleteImage(ctx: Context, id: number, path: string) {
    await find(ctx, id);
    await withStoredFiles(ctx, [], async () => {
      if (!(await removeImage(ctx.db, ownerType, id, path)))
        throw new TRPCError({ code: 'NOT_FOUND', message: `This image does not belong to the ${label.toLowerCase()}` });
      return { result: undefined, unusedFiles: [path] };
    });
    return find(ctx, id);
  }

  return { list, find, findVisible, create, update, remove, addImageFiles, deleteImage, notFound };
}
