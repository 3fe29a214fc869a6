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
import { salesProcedure, publicProcedure } from '../../trpc/procedures.ts';
import {
  countNewRequests,
  createRequest,
  deleteRequest,
  deleteRequests,
  getRequest,
  listRequests,
  setStatusOfRequests,
  updateRequest,
} from './request.service.ts';

export const requestRouter = router({
  create: publicProcedure.input(requestCreateInput).mutation(({ ctx, input }) => createRequest(ctx, input)),
  list: salesProcedure.input(requestListInput).query(({ ctx, input }) => listRequests(ctx, input)),
  byId: salesProcedure.input(idInput).query(({ ctx, input }) => getRequest(ctx, input.id)),
  newCount: salesProcedure.query(({ ctx }) => countNewRequests(ctx)),
  update: salesProcedure
    .input(updateInput({ id: recordId }, requestInboxFields))
    .mutation(({ ctx, input: { id, ...changes } }) => updateRequest(ctx, id, changes)),
  updateMany: salesProcedure
    .input(requestBulkStatusInput)
    .mutation(({ ctx, input }) => setStatusOfRequests(ctx, input.ids, input.status)),
  deleteMany: salesProcedure.input(requestBulkDeleteInput).mutation(({ ctx, input }) => deleteRequests(ctx, input.ids)),
  delete: salesProcedure.input(idInput).mutation(({ ctx, input }) => deleteRequest(ctx, input.id)),
});
