import {
  idInput,
  recordId,
  requestBulkDeleteInput,
  requestBulkStatusInput,
  requestCreateInput,
  requestInboxFields,
  requestListInput,
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
    .input(requestBulkStatusInput)
    .mutation(({ ctx, input }) => setStatusOfRequests(ctx, input.ids, input.status)),
  deleteMany: adminProcedure.input(requestBulkDeleteInput).mutation(({ ctx, input }) => deleteRequests(ctx, input.ids)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteRequest(ctx, input.id)),
});
