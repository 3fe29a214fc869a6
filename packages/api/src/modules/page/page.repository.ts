import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas';
import { imagePathsOf } from '../image/image.repository.ts';

/** A page with its images and parts, or undefined when it does not exist yet. */
export async function findPage(db: Db, link: PageLink) {
  const page = await db.selectFrom('pages').selectAll().where('link', '=', link).executeTakeFirst();
  if (!page) return undefined;
  const [images, parts] = await Promise.all([
    imagePathsOf(db, 'page', page.id),
    db
      .selectFrom('page_parts')
      .select(['id', 'page_id', 'image', 'description_en', 'description_de', 'description_ru'])
      .where('page_id', '=', page.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    link: page.link,
    text_en: page.text_en,
    text_de: page.text_de,
    text_ru: page.text_ru,
    updated_at: page.updated_at,
    images,
    parts,
  };
}
