import { idInput, quoteCreateInput, quoteListInput, quoteReviseInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { salesProcedure } from '../../trpc/procedures.ts';
import { createQuote, getQuote, listQuotes, reviseQuote } from './quote.service.ts';

export const quoteRouter = router({
  create: salesProcedure.input(quoteCreateInput).mutation(({ ctx, input }) => createQuote(ctx, input)),
  byId: salesProcedure.input(idInput).query(({ ctx, input }) => getQuote(ctx, input.id)),
  update: salesProcedure.input(quoteReviseInput).mutation(({ ctx, input }) => reviseQuote(ctx, input)),
  list: salesProcedure.input(quoteListInput).query(({ ctx, input }) => listQuotes(ctx, input)),
});
