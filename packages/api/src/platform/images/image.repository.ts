import type { Db, ImageOwnerType } from '@tp/db';

/** The stored paths of one record's images, in their order. */
export async function imagePathsOf(db: Db, ownerType: ImageOwnerType, ownerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('path')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.path);
}

/** Image paths of many records at once, grouped by owner id: one query for a whole list. */
export async function imagePathOwners(
  db: Db,
  ownerType: ImageOwnerType,
  ownerIds: number[],
): Promise<Map<number, string[]>> {
  const byOwner = new Map<number, string[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom('images')
    .select(['owner_id', 'path'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .orderBy('owner_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) byOwner.get(row.owner_id)?.push(row.path);
  return byOwner;
}

/** Appends an image to a record's list. */
export async function addImage(db: Db, ownerType: ImageOwnerType, ownerId: number, path: string, now: string) {
  const last = await db
    .selectFrom('images')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const position = (last?.max ?? -1) + 1;
  await db
    .insertInto('images')
    .values({ owner_type: ownerType, owner_id: ownerId, path, position, created_at: now })
    .execute();
}

/** Removes one image of a record; false when the path is not one of that record's images. */
export async function removeImage(db: Db, ownerType: ImageOwnerType, ownerId: number, path: string): Promise<boolean> {
  const result = await db
    .deleteFrom('images')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('path', '=', path)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every image row of a record and returns their paths, for deleting the files after commit. */
export async function removeAllImages(db: Db, ownerType: ImageOwnerType, ownerId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('images')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .returning('path')
    .execute();
  return rows.map((row) => row.path);
}

/** Appends several images in order. */
export async function addImages(db: Db, ownerType: ImageOwnerType, ownerId: number, paths: string[], now: string) {
  for (const path of paths) await addImage(db, ownerType, ownerId, path, now);
}
