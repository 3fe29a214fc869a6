import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { categoryInput, categoryListInput, recordId } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import * as repo from './category.repository.ts';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Category not found' });

export const categoryRouter = router({
  list: publicProcedure.input(categoryListInput).query(({ ctx, input }) => repo.listCategories(ctx.db, input.lang)),
  create: adminProcedure.input(categoryInput).mutation(({ ctx, input }) => repo.insertCategory(ctx.db, input, ctx.now().toISOString())),
  update: adminProcedure.input(categoryInput.extend({ id: recordId })).mutation(async ({ ctx, input }) => {
    const { id, ...values } = input;
    return (await repo.updateCategory(ctx.db, id, values)) ?? Promise.reject(notFound());
  }),
  delete: adminProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    if (!(await repo.deleteCategory(ctx.db, input.id))) throw notFound();
    return { ok: true as const };
  }),
});
