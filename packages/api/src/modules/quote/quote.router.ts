import {
  idInput,
  quoteAnswerInput,
  quoteCreateInput,
  quoteDeclineInput,
  quoteListInput,
  quoteReviseInput,
  quoteTokenInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure, salesProcedure } from '../../trpc/procedures.ts';
import { acceptQuote, declineQuote, sendQuote, sharedQuote } from './quote-link.service.ts';
import { createQuote, getQuote, listQuotes, reviseQuote } from './quote.service.ts';

/** Reads and answers through a quote's private link: counted per address, so never answered from a cache. */
const buyerProcedure = publicProcedure.meta({ perCaller: true });

export const quoteRouter = router({
  create: salesProcedure.input(quoteCreateInput).mutation(({ ctx, input }) => createQuote(ctx, input)),
  byId: salesProcedure.input(idInput).query(({ ctx, input }) => getQuote(ctx, input.id)),
  update: salesProcedure.input(quoteReviseInput).mutation(({ ctx, input }) => reviseQuote(ctx, input)),
  list: salesProcedure.input(quoteListInput).query(({ ctx, input }) => listQuotes(ctx, input)),
  send: salesProcedure.input(idInput).mutation(({ ctx, input }) => sendQuote(ctx, input.id)),
  shared: buyerProcedure.input(quoteTokenInput).query(({ ctx, input }) => sharedQuote(ctx, input.token)),
  accept: buyerProcedure.input(quoteAnswerInput).mutation(({ ctx, input }) => acceptQuote(ctx, input)),
  decline: buyerProcedure.input(quoteDeclineInput).mutation(({ ctx, input }) => declineQuote(ctx, input)),
});
