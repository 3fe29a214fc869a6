import { partLookupInput, searchInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { lookUpParts, search, suggest } from './search.service.ts';

// Each is counted per address (a rate limit), so never answered from the server's cache of public reads; searches
// keep their own answers (kept-searches.ts), asked after the count.
export const searchRouter = router({
  query: publicProcedure
    .meta({ perCaller: true })
    .input(searchInput)
    .query(({ ctx, input }) => search(ctx, input)),
  // The search box's suggestions on each pause in typing: at most eight, the same search with small limits.
  suggest: publicProcedure
    .meta({ perCaller: true })
    .input(searchInput)
    .query(({ ctx, input }) => suggest(ctx, input)),
  // A mutation only because its input (up to 200 numbers) is too long for an address; it changes nothing.
  lookup: publicProcedure
    .meta({ perCaller: true })
    .input(partLookupInput)
    .mutation(({ ctx, input }) => lookUpParts(ctx, input)),
});
