import { idInput, userUpdateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure } from '../../trpc/procedures.ts';
import * as service from './user.service.ts';

/** The team: owners only. */
export const userRouter = router({
  list: ownerProcedure.query(({ ctx }) => service.listUsers(ctx)),
  update: ownerProcedure.input(userUpdateInput).mutation(({ ctx, input }) => service.updateUser(ctx, input)),
  delete: ownerProcedure.input(idInput).mutation(({ ctx, input }) => service.removeUser(ctx, input.id)),
});
