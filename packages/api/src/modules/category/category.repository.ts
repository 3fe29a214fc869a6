import type { Db, RecordLang } from '@tp/db';

const columns = ['id', 'name', 'lang'] as const;

export function listCategories(db: Db, lang?: RecordLang) {
  let query = db.selectFrom('categories').select(columns).orderBy('id');
  if (lang) query = query.where('lang', '=', lang);
  return query.execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
}

export function insertCategory(db: Db, values: { name: string; lang: RecordLang }, now: string) {
  return db.insertInto('categories').values({ ...values, created_at: now }).returning(columns).executeTakeFirstOrThrow();
}

export function updateCategory(db: Db, id: number, values: { name: string; lang: RecordLang }) {
  return db.updateTable('categories').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
}

/** Deletes a category; its products stay, uncategorised (the foreign key sets them to null). */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
