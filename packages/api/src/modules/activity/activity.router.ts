import { activityListInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure } from '../../trpc/procedures.ts';
import { activityFacets, listActivity } from './activity.repository.ts';

export const activityRouter = router({
  /** A page of the log, newest first, and where the next one starts (null: this was the last). */
  list: ownerProcedure.input(activityListInput).query(async ({ ctx, input }) => {
    const items = await listActivity(ctx.db, input);
    return { items, next_before: items.length === input.limit ? (items.at(-1)?.id ?? null) : null };
  }),
  /** The actors and entities in the log, for filters. */
  facets: ownerProcedure.query(({ ctx }) => activityFacets(ctx.db)),
});
