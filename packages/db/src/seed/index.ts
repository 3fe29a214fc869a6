import path from 'node:path';
import { partSearchKeys } from '@tp/schemas';
import type { Db } from '../create-db.ts';
import type { ImageOwnerType } from '../schema.ts';
import { categories } from './content/catalogue.ts';
import { pages } from './content/pages.ts';
import { partners } from './content/partners.ts';
import { services } from './content/services.ts';
import { settings } from './content/settings.ts';
import { spareGroups } from './content/spare-groups.ts';
import type { Lang3, SeedImage } from './content/types.ts';
import { renderSeedImage } from './images/render-seed-image.ts';
import { folderOf, SeedImageStore, type RenderImage, type SeedFiles } from './seed-images.ts';

export interface SeedOptions {
  dataDir: string;
  /** Where the pictures go (UPLOADS_DIR); `uploads/` in the data directory by default. */
  uploadsDir?: string;
  /** The site's file store (an S3 bucket, say): pictures are put there by key instead of into `uploadsDir`. */
  files?: SeedFiles;
  now?: Date;
  /** Draws a picture; the default renders the illustrations, tests may pass a faster one. */
  renderImage?: RenderImage;
}

const titles = (value: Lang3) => ({ title_de: value.de, title_en: value.en, title_ru: value.ru });
const bodyTexts = (value: Lang3) => ({ text_de: value.de, text_en: value.en, text_ru: value.ru });

/** Every picture of the first-start content, in the order the seed stores them. */
export function seedPictures(): SeedImage[] {
  return [
    ...pages.flatMap((page) => [...page.images, ...page.parts.flatMap((part) => (part.image ? [part.image] : []))]),
    ...services.flatMap((service) => service.images),
    ...spareGroups.flatMap((group) => group.images),
    ...categories.flatMap((category) =>
      category.products.flatMap((product) => [
        ...product.images,
        ...product.properties.flatMap((property) => (property.image ? [property.image] : [])),
      ]),
    ),
    ...partners.map((partner) => partner.image),
  ];
}

export { drawPicturesAhead, withDrawnPictures } from './images/drawn-pictures.ts';

/**
 * Fills an empty database with the first-start content in German, English and Russian and draws its
 * pictures. Does nothing when the site already has settings. Rows go in one transaction; on failure the
 * pictures written so far are removed.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('settings').select('id').executeTakeFirst();
  if (existing) return false;
  const now = (options.now ?? new Date()).toISOString();
  const store = new SeedImageStore(
    options.files ?? folderOf(options.uploadsDir ?? path.join(options.dataDir, 'uploads')),
    options.renderImage ?? ((image) => renderSeedImage(image)),
  );

  try {
    await store.prefetch(seedPictures());
    await db.transaction().execute(async (trx) => {
      const addImages = async (ownerType: ImageOwnerType, ownerId: number, images: SeedImage[]) => {
        for (const [position, image] of images.entries()) {
          const imagePath = await store.store(image);
          await trx
            .insertInto('images')
            .values({ owner_type: ownerType, owner_id: ownerId, path: imagePath, position, created_at: now })
            .execute();
        }
      };
      const optionalImage = (image: SeedImage | null) => (image ? store.store(image) : Promise.resolve(null));

      await trx
        .insertInto('settings')
        .values({ id: 1, ...settings, updated_at: now })
        .execute();

      for (const page of pages) {
        const row = await trx
          .insertInto('pages')
          .values({
            link: page.link,
            text_de: page.text.de,
            text_en: page.text.en,
            text_ru: page.text.ru,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addImages('page', row.id, page.images);
        for (const [position, part] of page.parts.entries()) {
          await trx
            .insertInto('page_parts')
            .values({
              page_id: row.id,
              image: await optionalImage(part.image),
              description_de: part.description.de,
              description_en: part.description.en,
              description_ru: part.description.ru,
              position,
              created_at: now,
            })
            .execute();
        }
      }

      for (const [position, service] of services.entries()) {
        const row = await trx
          .insertInto('services')
          .values({ ...titles(service.title), ...bodyTexts(service.text), position, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addImages('service', row.id, service.images);
      }

      for (const [position, group] of spareGroups.entries()) {
        const row = await trx
          .insertInto('spare_groups')
          .values({ ...titles(group.title), ...bodyTexts(group.text), position, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addImages('spare_group', row.id, group.images);
        if (group.parts.length > 0) {
          await trx
            .insertInto('spare_parts')
            .values(
              group.parts.map((part) => ({
                group_id: row.id,
                partnumber: part.partnumber,
                description_de: part.description.de,
                description_en: part.description.en,
                description_ru: part.description.ru,
                subst_part: part.subst_part,
                ...partSearchKeys(part),
                quantity: part.quantity,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
      }

      for (const category of categories) {
        const row = await trx
          .insertInto('categories')
          .values({ name: category.name, lang: category.lang, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const product of category.products) {
          const productRow = await trx
            .insertInto('products')
            .values({
              category_id: row.id,
              lang: category.lang,
              title: product.title,
              description: product.description,
              type: product.type,
              model: product.model,
              power: product.power,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await addImages('product', productRow.id, product.images);
          for (const property of product.properties) {
            await trx
              .insertInto('product_properties')
              .values({
                product_id: productRow.id,
                image: await optionalImage(property.image),
                description: property.description,
                created_at: now,
              })
              .execute();
          }
        }
      }

      for (const [position, partner] of partners.entries()) {
        await trx
          .insertInto('partners')
          .values({
            image: await store.store(partner.image),
            ...bodyTexts(partner.text),
            position,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  } catch (error) {
    await store.discard();
    throw error;
  }
  return true;
}
