import { retentionUpdateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import { getRetention, updateRetention } from './retention.service.ts';

export const retentionRouter = router({
  get: adminProcedure.query(({ ctx }) => getRetention(ctx)),
  update: adminProcedure.input(retentionUpdateInput).mutation(({ ctx, input }) => updateRetention(ctx, input)),
});
