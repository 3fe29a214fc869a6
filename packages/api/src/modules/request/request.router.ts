import { z } from 'zod';
import {
  recordId,
  recordIds,
  requestCreateInput,
  requestInboxFields,
  requestListInput,
  requestStatus,
  updateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import {
  countNewRequests,
  createRequest,
  deleteRequest,
  deleteRequests,
  listRequests,
  setStatusOfRequests,
  updateRequest,
} from './request.service.ts';

export const requestRouter = router({
  create: publicProcedure.input(requestCreateInput).mutation(({ ctx, input }) => createRequest(ctx, input)),
  list: adminProcedure.input(requestListInput).query(({ ctx, input }) => listRequests(ctx, input)),
  newCount: adminProcedure.query(({ ctx }) => countNewRequests(ctx)),
  update: adminProcedure
    .input(updateInput({ id: recordId }, requestInboxFields))
    .mutation(({ ctx, input: { id, ...changes } }) => updateRequest(ctx, id, changes)),
  updateMany: adminProcedure
    .input(z.object({ ids: recordIds, status: requestStatus }))
    .mutation(({ ctx, input }) => setStatusOfRequests(ctx, input.ids, input.status)),
  deleteMany: adminProcedure
    .input(z.object({ ids: recordIds }))
    .mutation(({ ctx, input }) => deleteRequests(ctx, input.ids)),
  delete: adminProcedure.input(z.object({ id: recordId })).mutation(({ ctx, input }) => deleteRequest(ctx, input.id)),
});
