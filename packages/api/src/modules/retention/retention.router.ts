import { retentionUpdateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure } from '../../trpc/procedures.ts';
import { getRetention, updateRetention } from './retention.service.ts';

export const retentionRouter = router({
  get: ownerProcedure.query(({ ctx }) => getRetention(ctx)),
  update: ownerProcedure.input(retentionUpdateInput).mutation(({ ctx, input }) => updateRetention(ctx, input)),
});
