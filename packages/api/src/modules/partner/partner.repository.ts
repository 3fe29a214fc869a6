import type { Db } from '@tp/db';
import { fieldNamesOf, partnerFields, type PartnerFields } from '@tp/schemas';
import { nextPosition } from '../../platform/next-position.ts';

const columns = ['id', 'image as image_id', ...fieldNamesOf(partnerFields)] as const;

export function listPartners(db: Db) {
  return db.selectFrom('partners').select(columns).orderBy('position').orderBy('id').execute();
}

export function findPartner(db: Db, id: number) {
  return db.selectFrom('partners').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertPartner(db: Db, values: PartnerFields & { image: string }, now: string): Promise<number> {
  const position = await nextPosition(db, 'partners');
  const { id } = await db
    .insertInto('partners')
    .values({ ...values, position, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePartner(
  db: Db,
  id: number,
  changes: Partial<PartnerFields> & { image?: string },
  now: string,
) {
  await db
    .updateTable('partners')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a partner and gives back its image's path; undefined when there is no such partner. */
export async function deletePartner(db: Db, id: number): Promise<string | undefined> {
  const removed = await db.deleteFrom('partners').where('id', '=', id).returning('image').executeTakeFirst();
  return removed?.image;
}
