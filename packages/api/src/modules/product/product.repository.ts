import { sql } from 'kysely';
import type { Db, RecordLang } from '@tp/db';
import { imagePathsOf } from '../image/image.repository.ts';

const productColumns = ['products.id', 'products.title', 'products.description', 'products.type', 'products.model', 'products.power', 'products.lang', 'products.category_id'] as const;

/** The first image of each product, as the lists show it. */
const firstImage = sql<string | null>`(select path from images where owner_type = 'product' and owner_id = products.id order by position, id limit 1)`;

export function listProducts(db: Db, filter: { lang?: RecordLang; category?: number }) {
  let query = db.selectFrom('products').select([...productColumns, firstImage.as('image_id')]).orderBy('products.id');
  if (filter.lang) query = query.where('products.lang', '=', filter.lang);
  if (filter.category) query = query.where('products.category_id', '=', filter.category);
  return query.execute();
}

export const propertyColumns = ['id', 'image as image_id', 'product_id', 'description'] as const;

export function findProperty(db: Db, id: number) {
  return db.selectFrom('product_properties').select(propertyColumns).where('id', '=', id).executeTakeFirst();
}

export function productExists(db: Db, id: number) {
  return db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
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
  const [images, property] = await Promise.all([
    imagePathsOf(db, 'product', id),
    db.selectFrom('product_properties').select(propertyColumns).where('product_id', '=', id).orderBy('id').execute(),
  ]);
  const { category_name, ...fields } = product;
  return {
    ...fields,
    category: product.category_id !== null && category_name !== null ? { id: product.category_id, name: category_name } : null,
    image_id: images[0] ?? null,
    images,
    property,
  };
}
