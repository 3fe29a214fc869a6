import { z } from 'zod';
import { recordId, requestCreateInput } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { createRequest, deleteRequest, listRequests } from './request.service.ts';

export const requestRouter = router({
  create: publicProcedure.input(requestCreateInput).mutation(({ ctx, input }) => createRequest(ctx, input)),
  list: adminProcedure.query(({ ctx }) => listRequests(ctx)),
  delete: adminProcedure.input(z.object({ id: recordId })).mutation(({ ctx, input }) => deleteRequest(ctx, input.id)),
});
