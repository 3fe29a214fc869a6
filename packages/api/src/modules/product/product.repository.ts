import { sql } from 'kysely';
import type { Db } from '@tp/db';
import {
  fieldNamesOf,
  productFields,
  productPropertyFields,
  type ProductFields,
  type ProductPropertyFields,
  type RecordLang,
} from '@tp/schemas';
import { imagePathsOf } from '../../platform/images/image.repository.ts';
import { withHiddenColumn, withHiddenFlag, type Audience } from '../../platform/visibility/hidden-flag.ts';

const productColumns = ['id', ...fieldNamesOf(productFields)].map(
  (column) => `products.${column}` as const,
) as `products.${'id' | keyof ProductFields}`[];

/** The first image of each product, as the lists show it. */
const firstImage = sql<
  string | null
>`(select path from images where owner_type = 'product' and owner_id = products.id order by position, id limit 1)`;

/** The products of a language or category: the ones not hidden for visitors, every one for the team. */
export async function listProducts(db: Db, filter: { lang?: RecordLang; category?: number }, audience: Audience) {
  let query = db
    .selectFrom('products')
    .select([...productColumns, firstImage.as('image_id')])
    .orderBy('products.id');
  if (filter.lang) query = query.where('products.lang', '=', filter.lang);
  if (filter.category) query = query.where('products.category_id', '=', filter.category);
  if (audience === 'visitors') query = query.where('products.hidden', '=', 0);
  return (await query.execute()).map(withHiddenFlag);
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A product with its category, images and properties, or undefined. */
export async function findProductDetail(db: Db, id: number) {
  const product = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([...productColumns, 'categories.name as category_name'])
    .where('products.id', '=', id)
    .executeTakeFirst();
  if (!product) return undefined;
  const [images, property] = await Promise.all([imagePathsOf(db, 'product', id), listProperties(db, id)]);
  const { category_name, ...fields } = product;
  return {
    ...withHiddenFlag(fields),
    category:
      product.category_id !== null && category_name !== null ? { id: product.category_id, name: category_name } : null,
    image_id: images[0] ?? null,
    images,
    property,
  };
}

export async function insertProduct(db: Db, values: ProductFields, now: string): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({ ...withHiddenColumn(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProduct(
  db: Db,
  id: number,
  changes: Partial<ProductFields>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...withHiddenColumn(changes), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a product (its properties by cascade) and gives back the paths of its properties' images; undefined when there is none. */
export async function deleteProduct(db: Db, id: number): Promise<(string | null)[] | undefined> {
  const properties = await db.selectFrom('product_properties').select('image').where('product_id', '=', id).execute();
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n ? properties.map((property) => property.image) : undefined;
}

// Properties: an image and a description of a product.

const propertyColumns = ['id', 'image as image_id', ...fieldNamesOf(productPropertyFields)] as const;

export function listProperties(db: Db, productId: number) {
  return db
    .selectFrom('product_properties')
    .select(propertyColumns)
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
}

export function findProperty(db: Db, id: number) {
  return db.selectFrom('product_properties').select(propertyColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertProperty(
  db: Db,
  values: ProductPropertyFields & { image: string },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('product_properties')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProperty(db: Db, id: number, changes: Partial<ProductPropertyFields> & { image?: string }) {
  await db.updateTable('product_properties').set(changes).where('id', '=', id).execute();
}

/** Deletes a property and gives back its image's path; undefined when there is no such property. */
export async function deleteProperty(db: Db, id: number): Promise<{ image: string | null } | undefined> {
  return db.deleteFrom('product_properties').where('id', '=', id).returning('image').executeTakeFirst();
}
