import { TRPCError } from '@trpc/server';
import type { Context } from '../../context.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { storeImages, withStoredFiles } from '../upload/image-store.ts';
import * as repo from './product.repository.ts';
import { productNotFound } from './product.service.ts';

const propertyNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Property not found' });

/** Adds a property (an image and a description) to a product; the image is required. */
export async function createProperty(ctx: Context, input: { description: string; product_id: number }, image: FileLike) {
  if (!(await repo.productExists(ctx.db, input.product_id))) throw productNotFound();
  const stored = await storeImages(ctx.dataDir, [image], ctx.now());
  return withStoredFiles(ctx.dataDir, stored, async () => {
    const { id } = await ctx.db
      .insertInto('product_properties')
      .values({ product_id: input.product_id, image: stored[0], description: sanitizeRichText(input.description), created_at: ctx.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { result: (await repo.findProperty(ctx.db, id))! };
  });
}

/** Updates a property's text (and product); a new image replaces the old one, whose file is then removed. */
export async function updateProperty(ctx: Context, id: number, input: { description: string; product_id: number }, image: FileLike | undefined) {
  const existing = await repo.findProperty(ctx.db, id);
  if (!existing) throw propertyNotFound();
  if (!(await repo.productExists(ctx.db, input.product_id))) throw productNotFound();
  const stored = image ? await storeImages(ctx.dataDir, [image], ctx.now()) : [];
  return withStoredFiles(ctx.dataDir, stored, async () => {
    await ctx.db
      .updateTable('product_properties')
      .set({ description: sanitizeRichText(input.description), product_id: input.product_id, ...(stored[0] ? { image: stored[0] } : {}) })
      .where('id', '=', id)
      .execute();
    return { result: (await repo.findProperty(ctx.db, id))!, unusedFiles: stored[0] ? [existing.image_id] : [] };
  });
}

export async function deleteProperty(ctx: Context, id: number) {
  await withStoredFiles(ctx.dataDir, [], async () => {
    const removed = await ctx.db.deleteFrom('product_properties').where('id', '=', id).returning('image').executeTakeFirst();
    if (!removed) throw propertyNotFound();
    return { result: undefined, unusedFiles: [removed.image] };
  });
  return { ok: true as const };
}
