import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { productFields } from '@tp/schemas';
import type { Context } from '../../context.ts';
import type { Db } from '@tp/db';
import { findCategory } from '../category/category.repository.ts';
import { addImages, removeAllImages, removeImage } from '../image/image.repository.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { storeImages, withStoredFiles } from '../upload/image-store.ts';
import * as repo from './product.repository.ts';

type ProductFields = z.infer<typeof productFields>;

export const productNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Product not found' });

async function checkCategory(db: Db, categoryId: number | null) {
  if (categoryId !== null && !(await findCategory(db, categoryId))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'This category does not exist' });
  }
}

const row = (fields: ProductFields) => ({
  title: fields.title,
  description: sanitizeRichText(fields.description),
  type: fields.type,
  model: fields.model,
  power: fields.power,
  lang: fields.lang,
  category_id: fields.category_id,
});

export async function getProductDetail(ctx: Context, id: number) {
  return (await repo.findProductDetail(ctx.db, id)) ?? Promise.reject(productNotFound());
}

export async function createProduct(ctx: Context, fields: ProductFields, files: FileLike[]) {
  await checkCategory(ctx.db, fields.category_id);
  const now = ctx.now();
  const stored = await storeImages(ctx.dataDir, files, now);
  const id = await withStoredFiles(ctx.dataDir, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('products')
        .values({ ...row(fields), created_at: now.toISOString(), updated_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addImages(trx, 'product', created.id, stored, now.toISOString());
      return created.id;
    }),
  }));
  return getProductDetail(ctx, id);
}

export async function updateProduct(ctx: Context, id: number, fields: ProductFields) {
  await checkCategory(ctx.db, fields.category_id);
  const result = await ctx.db.updateTable('products').set({ ...row(fields), updated_at: ctx.now().toISOString() }).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw productNotFound();
  return getProductDetail(ctx, id);
}

/** Deletes a product with its properties and every image file they used. */
export async function deleteProduct(ctx: Context, id: number) {
  await withStoredFiles(ctx.dataDir, [], async () => {
    const unusedFiles = await ctx.db.transaction().execute(async (trx) => {
      const properties = await trx.selectFrom('product_properties').select('image').where('product_id', '=', id).execute();
      const images = await removeAllImages(trx, 'product', id);
      const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw productNotFound();
      return [...images, ...properties.map((property) => property.image)];
    });
    return { result: undefined, unusedFiles };
  });
  return { ok: true as const };
}

export async function addProductImages(ctx: Context, id: number, files: FileLike[]) {
  if (!(await repo.productExists(ctx.db, id))) throw productNotFound();
  const now = ctx.now();
  const stored = await storeImages(ctx.dataDir, files, now);
  await withStoredFiles(ctx.dataDir, stored, async () => ({ result: await addImages(ctx.db, 'product', id, stored, now.toISOString()) }));
  return getProductDetail(ctx, id);
}

export async function deleteProductImage(ctx: Context, id: number, path: string) {
  if (!(await repo.productExists(ctx.db, id))) throw productNotFound();
  await withStoredFiles(ctx.dataDir, [], async () => {
    if (!(await removeImage(ctx.db, 'product', id, path))) throw new TRPCError({ code: 'NOT_FOUND', message: 'This image does not belong to the product' });
    return { result: undefined, unusedFiles: [path] };
  });
  return getProductDetail(ctx, id);
}
