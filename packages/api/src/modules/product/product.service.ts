import { TRPCError } from '@trpc/server';
import { productFields, richTextKeysOf, type ProductFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { requireCategory } from '../category/category.service.ts';
import { addImages, removeAllImages, removeImage } from '../../platform/images/image.repository.ts';
import { sanitizeRichTextFields } from '../../platform/rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { storeImages, withStoredFiles } from '../../platform/images/image-store.ts';
import { visibleOrNotFound } from '../../platform/preview-links/preview-link.ts';
import type { Audience } from '../../platform/visibility/hidden-flag.ts';
import * as repo from './product.repository.ts';

export const productNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Product not found' });
const richTextKeys = richTextKeysOf(productFields);

/** The products of a language or category: the ones not hidden for visitors, every one for the team. */
export const listProducts = (
  ctx: Context,
  filter: { lang?: ProductFields['lang']; category?: number },
  audience: Audience,
) => repo.listProducts(ctx.db, filter, audience);

/** A product with its category, images and properties, hidden or not (the team's read, and what a change answers). */
export async function getProductDetail(ctx: Context, id: number) {
  const product = await repo.findProductDetail(ctx.db, id);
  if (!product) throw productNotFound();
  return product;
}

/** The product page's read: a hidden product is not found, unless the page is a preview link of it. */
export const getVisibleProductDetail = async (ctx: Context, id: number) =>
  visibleOrNotFound(ctx, await getProductDetail(ctx, id), { entity: 'product', id }, productNotFound);

export async function requireProduct(ctx: Context, id: number) {
  if (!(await repo.productExists(ctx.db, id))) throw productNotFound();
}

export async function createProduct(ctx: Context, fields: ProductFields, files: FileLike[]) {
  await requireCategory(ctx, fields.category_id);
  const now = ctx.now();
  const stored = await storeImages(ctx.files, files, now);
  const id = await withStoredFiles(ctx, stored, async () => ({
    result: await ctx.db.transaction().execute(async (trx) => {
      const created = await repo.insertProduct(
        trx,
        await sanitizeRichTextFields(fields, richTextKeys),
        now.toISOString(),
      );
      await addImages(trx, 'product', created, stored, now.toISOString());
      return created;
    }),
  }));
  return getProductDetail(ctx, id);
}

/** Changes the fields sent and keeps the others; `category_id: null` makes the product uncategorised. */
export async function updateProduct(ctx: Context, id: number, changes: Partial<ProductFields>) {
  await requireCategory(ctx, changes.category_id);
  if (
    !(await repo.updateProduct(
      ctx.db,
      id,
      await sanitizeRichTextFields(changes, richTextKeys),
      ctx.now().toISOString(),
    ))
  )
    throw productNotFound();
  return getProductDetail(ctx, id);
}

/** Deletes a product with its properties and every image file they used. */
export async function deleteProduct(ctx: Context, id: number) {
  await withStoredFiles(ctx, [], async () => {
    const unusedFiles = await ctx.db.transaction().execute(async (trx) => {
      const images = await removeAllImages(trx, 'product', id);
      const propertyImages = await repo.deleteProduct(trx, id);
      if (!propertyImages) throw productNotFound();
      return [...images, ...propertyImages];
    });
    return { result: undefined, unusedFiles };
  });
  return { ok: true as const };
}

export async function addProductImages(ctx: Context, id: number, files: FileLike[]) {
  await requireProduct(ctx, id);
  const now = ctx.now();
  const stored = await storeImages(ctx.files, files, now);
  await withStoredFiles(ctx, stored, async () => ({
    result: await addImages(ctx.db, 'product', id, stored, now.toISOString()),
  }));
  return getProductDetail(ctx, id);
}

export async function deleteProductImage(ctx: Context, id: number, path: string) {
  await requireProduct(ctx, id);
  await withStoredFiles(ctx, [], async () => {
    if (!(await removeImage(ctx.db, 'product', id, path)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This image does not belong to the product' });
    return { result: undefined, unusedFiles: [path] };
  });
  return getProductDetail(ctx, id);
}
