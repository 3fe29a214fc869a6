import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas';
import { imagePathsOf } from '../image/image.repository.ts';

export const partColumns = ['id', 'page_id', 'image', 'description_en', 'description_de', 'description_ru'] as const;

export function findPageRow(db: Db, link: PageLink) {
  return db.selectFrom('pages').selectAll().where('link', '=', link).executeTakeFirst();
}

/** The page's row, created empty the first time an editor touches a page that was never seeded. */
export async function ensurePageRow(db: Db, link: PageLink, now: string) {
  await db.insertInto('pages').values({ link, text_de: '', text_en: '', text_ru: '', updated_at: now }).onConflict((oc) => oc.column('link').doNothing()).execute();
  return (await findPageRow(db, link))!;
}

/** A page with its images and parts; an empty page when its row does not exist yet. */
export async function findPage(db: Db, link: PageLink) {
  const page = await findPageRow(db, link);
  if (!page) return { link, text_en: '', text_de: '', text_ru: '', updated_at: new Date(0).toISOString(), images: [] as string[], parts: [] };
  const [images, parts] = await Promise.all([
    imagePathsOf(db, 'page', page.id),
    db.selectFrom('page_parts').select(partColumns).where('page_id', '=', page.id).orderBy('position').orderBy('id').execute(),
  ]);
  return { link: page.link, text_en: page.text_en, text_de: page.text_de, text_ru: page.text_ru, updated_at: page.updated_at, images, parts };
}

export function findPart(db: Db, id: number) {
  return db.selectFrom('page_parts').select(partColumns).where('id', '=', id).executeTakeFirst();
}

export async function nextPartPosition(db: Db, pageId: number): Promise<number> {
  const row = await db
    .selectFrom('page_parts')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return (row?.max ?? -1) + 1;
}
