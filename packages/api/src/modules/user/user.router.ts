import {
  idInput,
  invitationAcceptInput,
  invitationInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  profileUpdateInput,
  userUpdateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import * as service from './user.service.ts';

/** The team: owners manage users and invitations; the invited and the forgetful come through links by mail. */
export const userRouter = router({
  list: ownerProcedure.query(({ ctx }) => service.listUsers(ctx)),
  update: ownerProcedure.input(userUpdateInput).mutation(({ ctx, input }) => service.updateUser(ctx, input)),
  delete: ownerProcedure.input(idInput).mutation(({ ctx, input }) => service.removeUser(ctx, input.id)),
  signOut: ownerProcedure.input(idInput).mutation(({ ctx, input }) => service.signOutUser(ctx, input.id)),

  invite: ownerProcedure.input(invitationInput).mutation(({ ctx, input }) => service.inviteUser(ctx, ctx.admin, input)),
  invitations: ownerProcedure.query(({ ctx }) => service.listInvitations(ctx)),
  withdrawInvitation: ownerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => service.withdrawInvitation(ctx, input.id)),
  acceptInvitation: publicProcedure
    .input(invitationAcceptInput)
    .mutation(({ ctx, input }) => service.acceptInvitation(ctx, input)),

  requestPasswordReset: publicProcedure
    .meta({ perCaller: true })
    .input(passwordResetRequestInput)
    .mutation(({ ctx, input }) => service.requestPasswordReset(ctx, input.email)),
  confirmPasswordReset: publicProcedure
    .input(passwordResetConfirmInput)
    .mutation(({ ctx, input }) => service.confirmPasswordReset(ctx, input)),

  updateProfile: staffProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => service.updateProfile(ctx, ctx.admin, input)),
});
