import { TRPCError } from '@trpc/server';
import type { CategoryFields, RecordLang } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import * as repo from './category.repository.ts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Category not found' });

export const listCategories = (ctx: Context, lang?: RecordLang) => repo.listCategories(ctx.db, lang);

export const createCategory = (ctx: Context, fields: CategoryFields) =>
  repo.insertCategory(ctx.db, fields, ctx.now().toISOString());

/** Renames a category or changes its language, keeping what is not sent. */
export async function updateCategory(ctx: Context, id: number, changes: Partial<CategoryFields>) {
  const updated = await repo.updateCategory(ctx.db, id, changes);
  if (!updated) throw notFound();
  return updated;
}

/** Deletes a category; its products become uncategorised. */
export async function deleteCategory(ctx: Context, id: number) {
  if (!(await repo.deleteCategory(ctx.db, id))) throw notFound();
  return { ok: true as const };
}

/** Refuses a product's category that does not exist (400: it is the product's input that is wrong). */
export async function requireCategory(ctx: Context, id: number | null | undefined) {
  if (id !== null && id !== undefined && !(await repo.findCategory(ctx.db, id))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'This category does not exist' });
  }
}
