import { categoryFields, categoryListInput, idInput, updateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure } from '../../trpc/procedures.ts';
import * as service from './category.service.ts';

export const categoryRouter = router({
  list: publicProcedure.input(categoryListInput).query(({ ctx, input }) => service.listCategories(ctx, input.lang)),
  create: editorProcedure.input(categoryFields).mutation(({ ctx, input }) => service.createCategory(ctx, input)),
  update: editorProcedure
    .input(updateInput(idInput.shape, categoryFields))
    .mutation(({ ctx, input: { id, ...changes } }) => service.updateCategory(ctx, id, changes)),
  delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteCategory(ctx, input.id)),
});
