import type { Db } from '@tp/db';
import { categoryFields, fieldNamesOf, type CategoryFields, type RecordLang } from '@tp/schemas';

const columns = ['id', ...fieldNamesOf(categoryFields)] as const;

export function listCategories(db: Db, lang?: RecordLang) {
  let query = db.selectFrom('categories').select(columns).orderBy('id');
  if (lang) query = query.where('lang', '=', lang);
  return query.execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
}

export function insertCategory(db: Db, values: CategoryFields, now: string) {
  return db
    .insertInto('categories')
    .values({ ...values, created_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Changes the fields given; undefined when there is no such category. */
export function updateCategory(db: Db, id: number, changes: Partial<CategoryFields>) {
  return db.updateTable('categories').set(changes).where('id', '=', id).returning(columns).executeTakeFirst();
}

/** Deletes a category; its products stay, uncategorised (the foreign key sets them to null). */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
