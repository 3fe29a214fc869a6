import type { Db } from '@tp/db';
import {
  fieldNamesOf,
  pageFields,
  pagePartFields,
  type PageFields,
  type PageLink,
  type PagePartFields,
} from '@tp/schemas';
import { imagePathsOf } from '../../platform/images/image.repository.ts';

const pageTextColumns = fieldNamesOf(pageFields);
export const partColumns = ['id', 'page_id', 'image', ...fieldNamesOf(pagePartFields)] as const;
const NO_TEXTS = Object.fromEntries(pageTextColumns.map((column) => [column, ''])) as PageFields;

export function findPageRow(db: Db, link: PageLink) {
  return db.selectFrom('pages').selectAll().where('link', '=', link).executeTakeFirst();
}

/** The page's row, created empty the first time an editor touches a page that was never seeded. */
export async function ensurePageRow(db: Db, link: PageLink, now: string) {
  await db
    .insertInto('pages')
    .values({ link, ...NO_TEXTS, updated_at: now })
    .onConflict((oc) => oc.column('link').doNothing())
    .execute();
  return (await findPageRow(db, link))!;
}

/** A page with its images and parts; an empty page when its row does not exist yet. */
export async function findPage(db: Db, link: PageLink) {
  const page = await findPageRow(db, link);
  if (!page) return { link, ...NO_TEXTS, updated_at: new Date(0).toISOString(), images: [] as string[], parts: [] };
  const [images, parts] = await Promise.all([
    imagePathsOf(db, 'page', page.id),
    db
      .selectFrom('page_parts')
      .select(partColumns)
      .where('page_id', '=', page.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const { id: _id, ...fields } = page;
  return { ...fields, images, parts };
}

export async function updatePageTexts(db: Db, link: PageLink, changes: Partial<PageFields>, now: string) {
  await db
    .updateTable('pages')
    .set({ ...changes, updated_at: now })
    .where('link', '=', link)
    .execute();
}

export function findPart(db: Db, id: number) {
  return db.selectFrom('page_parts').select(partColumns).where('id', '=', id).executeTakeFirst();
}

/** The place after a page's last part (a new part, or one brought back from Recently deleted). */
export async function nextPartPosition(db: Db, pageId: number): Promise<number> {
  const row = await db
    .selectFrom('page_parts')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return (row?.max ?? -1) + 1;
}

export async function insertPart(
  db: Db,
  pageId: number,
  values: PagePartFields & { image: string | null },
  now: string,
): Promise<number> {
  const position = await nextPartPosition(db, pageId);
  const { id } = await db
    .insertInto('page_parts')
    .values({ page_id: pageId, ...values, position, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes the fields given of a part; false when there is no such part. */
export async function updatePart(
  db: Db,
  id: number,
  changes: Partial<PagePartFields> & { image?: string },
): Promise<boolean> {
  const result = await db.updateTable('page_parts').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a part of the given page and gives back its image's path; undefined when the page has no such part. */
export function deletePart(db: Db, id: number, pageId: number) {
  return db
    .deleteFrom('page_parts')
    .where('id', '=', id)
    .where('page_id', '=', pageId)
    .returning('image')
    .executeTakeFirst();
}
