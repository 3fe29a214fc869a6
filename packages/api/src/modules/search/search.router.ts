import { partLookupInput, searchInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { lookUpParts, search } from './search.service.ts';

// Both are counted per address (a rate limit), so never answered from a cache.
export const searchRouter = router({
  query: publicProcedure
    .meta({ perCaller: true })
    .input(searchInput)
    .query(({ ctx, input }) => search(ctx, input)),
  // A mutation only because its input (up to 200 numbers) is too long for an address; it changes nothing.
  lookup: publicProcedure
    .meta({ perCaller: true })
    .input(partLookupInput)
    .mutation(({ ctx, input }) => lookUpParts(ctx, input)),
});
