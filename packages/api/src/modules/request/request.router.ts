import { z } from 'zod';
import { recordId, requestCreateInput, requestInboxFields, requestListInput, updateInput } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { countNewRequests, createRequest, deleteRequest, listRequests, updateRequest } from './request.service.ts';

export const requestRouter = router({
  create: publicProcedure.input(requestCreateInput).mutation(({ ctx, input }) => createRequest(ctx, input)),
  list: adminProcedure.input(requestListInput).query(({ ctx, input }) => listRequests(ctx, input)),
  newCount: adminProcedure.query(({ ctx }) => countNewRequests(ctx)),
  update: adminProcedure.input(updateInput({ id: recordId }, requestInboxFields)).mutation(({ ctx, input: { id, ...changes } }) => updateRequest(ctx, id, changes)),
  delete: adminProcedure.input(z.object({ id: recordId })).mutation(({ ctx, input }) => deleteRequest(ctx, input.id)),
});
