import { TRPCError } from '@trpc/server';
import type { ImageOwnerType } from '@tp/db';
import type { Context } from '../../context.ts';
import { addImages, imagePathOwners, removeAllImages, removeImage } from '../image/image.repository.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { storeImages, withStoredFiles } from '../upload/image-store.ts';
import { cleanTitledTexts, nextPosition } from './clean-titled-texts.ts';

type Titled = { title_de: string; title_en: string; title_ru: string; text_de: string; text_en: string; text_ru: string };
const columns = ['id', 'title_de', 'title_en', 'title_ru', 'text_de', 'text_en', 'text_ru'] as const;

/**
 * The shared rules of services and spare groups: titles and rich texts in three languages plus an ordered
 * image list, created, edited and deleted with their files.
 */
export function titledRecords(table: 'services' | 'spare_groups', ownerType: Extract<ImageOwnerType, 'service' | 'spare_group'>, label: string) {
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: `${label} not found` });

  async function list(ctx: Context) {
    const rows = await ctx.db.selectFrom(table).select(columns).orderBy('position').orderBy('id').execute();
    const images = await imagePathOwners(ctx.db, ownerType, rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, images: images.get(row.id) ?? [] }));
  }

  async function find(ctx: Context, id: number) {
    const row = await ctx.db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const images = await imagePathOwners(ctx.db, ownerType, [id]);
    return { ...row, images: images.get(id) ?? [] };
  }

  async function create(ctx: Context, input: Titled, files: FileLike[]) {
    const texts = cleanTitledTexts(input);
    const now = ctx.now();
    const stored = await storeImages(ctx.dataDir, files, now);
    const id = await withStoredFiles(ctx.dataDir, stored, async () => ({
      result: await ctx.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto(table)
          .values({ ...texts, position: await nextPosition(trx, table), created_at: now.toISOString(), updated_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addImages(trx, ownerType, created.id, stored, now.toISOString());
        return created.id;
      }),
    }));
    return find(ctx, id);
  }

  async function update(ctx: Context, id: number, input: Titled) {
    const result = await ctx.db.updateTable(table).set({ ...cleanTitledTexts(input), updated_at: ctx.now().toISOString() }).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound();
    return find(ctx, id);
  }

  /** Deletes the record (its children by cascade) and afterwards its image files. */
  async function remove(ctx: Context, id: number) {
    await withStoredFiles(ctx.dataDir, [], async () => {
      const unusedFiles = await ctx.db.transaction().execute(async (trx) => {
        const paths = await removeAllImages(trx, ownerType, id);
        const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
        if (result.numDeletedRows === 0n) throw notFound();
        return paths;
      });
      return { result: undefined, unusedFiles };
    });
    return { ok: true as const };
  }

  async function addImageFiles(ctx: Context, id: number, files: FileLike[]) {
    await find(ctx, id);
    const now = ctx.now();
    const stored = await storeImages(ctx.dataDir, files, now);
    await withStoredFiles(ctx.dataDir, stored, async () => ({ result: await addImages(ctx.db, ownerType, id, stored, now.toISOString()) }));
    return find(ctx, id);
  }

  async function deleteImage(ctx: Context, id: number, path: string) {
    await find(ctx, id);
    await withStoredFiles(ctx.dataDir, [], async () => {
      if (!(await removeImage(ctx.db, ownerType, id, path))) throw new TRPCError({ code: 'NOT_FOUND', message: `This image does not belong to the ${label.toLowerCase()}` });
      return { result: undefined, unusedFiles: [path] };
    });
    return find(ctx, id);
  }

  return { list, find, create, update, remove, addImageFiles, deleteImage, notFound };
}
