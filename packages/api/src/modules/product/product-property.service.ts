import { TRPCError } from '@trpc/server';
import { productPropertyFields, richTextKeysOf, type ProductPropertyFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { sanitizeRichTextFields } from '../../platform/rich-text/sanitize-rich-text.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { storeImages, withStoredFiles } from '../../platform/images/image-store.ts';
import * as repo from './product.repository.ts';
import { requireProduct } from './product.service.ts';

const propertyNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Property not found' });
const richTextKeys = richTextKeysOf(productPropertyFields);

/** Adds a property (an image and a description) to a product; the image is required. */
export async function createProperty(ctx: Context, fields: ProductPropertyFields, image: FileLike) {
  await requireProduct(ctx, fields.product_id);
  const now = ctx.now();
  const stored = await storeImages(ctx.files, [image], now);
  return withStoredFiles(ctx, stored, async () => {
    const id = await repo.insertProperty(
      ctx.db,
      { ...(await sanitizeRichTextFields(fields, richTextKeys)), image: stored[0]! },
      now.toISOString(),
    );
    return { result: (await repo.findProperty(ctx.db, id))! };
  });
}

/** Changes what is sent of a property (its text, its product) and keeps the rest; a new image replaces the old one, whose file is then removed. */
export async function updateProperty(
  ctx: Context,
  id: number,
  changes: Partial<ProductPropertyFields>,
  image: FileLike | undefined,
) {
  const existing = await repo.findProperty(ctx.db, id);
  if (!existing) throw propertyNotFound();
  if (changes.product_id !== undefined) await requireProduct(ctx, changes.product_id);
  const stored = image ? await storeImages(ctx.files, [image], ctx.now()) : [];
  return withStoredFiles(ctx, stored, async () => {
    await repo.updateProperty(ctx.db, id, {
      ...(await sanitizeRichTextFields(changes, richTextKeys)),
      ...(stored[0] ? { image: stored[0] } : {}),
    });
    return { result: (await repo.findProperty(ctx.db, id))!, unusedFiles: stored[0] ? [existing.image_id] : [] };
  });
}

export async function deleteProperty(ctx: Context, id: number) {
  await withStoredFiles(ctx, [], async () => {
    const removed = await repo.deleteProperty(ctx.db, id);
    if (!removed) throw propertyNotFound();
    return { result: undefined, unusedFiles: [removed.image] };
  });
  return { ok: true as const };
}
