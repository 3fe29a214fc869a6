import {
  idInput,
  passkeyRegistrationInput,
  passkeyRenameInput,
  passkeySignInInput,
  secondFactorInput,
  secondFactorPolicyInput,
  totpCodeInput,
} from '@tp/schemas';
import { ownerProcedure, publicProcedure, setupProcedure, staffProcedure } from '../../trpc/procedures.ts';
import {
  deletePasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeys.service.ts';
import {
  completeSecondFactor,
  confirmTotp,
  removeTotp,
  renewRecoveryCodes,
  secondFactorPolicy,
  secondFactorStatus,
  setSecondFactorPolicy,
  startTotp,
} from './second-factor.service.ts';

/**
 * The auth router's procedures of second factors: the second step of a sign-in, the authenticator app and its
 * recovery codes, passkeys, and which roles must use one. Setting one up is open to a session that must do so first.
 */
export const secondFactorProcedures = {
  secondFactor: publicProcedure.input(secondFactorInput).mutation(({ ctx, input }) => completeSecondFactor(ctx, input)),
  twoFactor: setupProcedure.query(({ ctx }) => secondFactorStatus(ctx, ctx.admin)),
  startTotp: setupProcedure.mutation(({ ctx }) => startTotp(ctx, ctx.admin)),
  confirmTotp: setupProcedure
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => confirmTotp(ctx, ctx.admin, input.code)),
  removeTotp: staffProcedure.input(totpCodeInput).mutation(({ ctx, input }) => removeTotp(ctx, ctx.admin, input.code)),
  renewRecoveryCodes: staffProcedure
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => renewRecoveryCodes(ctx, ctx.admin, input.code)),
  passkeys: setupProcedure.query(({ ctx }) => listPasskeys(ctx, ctx.admin)),
  passkeyRegistrationOptions: setupProcedure.mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.admin)),
  registerPasskey: setupProcedure
    .input(passkeyRegistrationInput)
    .mutation(({ ctx, input }) => registerPasskey(ctx, ctx.admin, input)),
  renamePasskey: staffProcedure
    .input(passkeyRenameInput)
    .mutation(({ ctx, input }) => renamePasskey(ctx, ctx.admin, input)),
  deletePasskey: staffProcedure.input(idInput).mutation(({ ctx, input }) => deletePasskey(ctx, ctx.admin, input.id)),
  passkeySignInOptions: publicProcedure.meta({ perCaller: true }).mutation(({ ctx }) => passkeySignInOptions(ctx)),
  signInWithPasskey: publicProcedure
    .input(passkeySignInInput)
    .mutation(({ ctx, input }) => signInWithPasskey(ctx, input)),
  secondFactorPolicy: ownerProcedure.query(({ ctx }) => secondFactorPolicy(ctx)),
  setSecondFactorPolicy: ownerProcedure
    .input(secondFactorPolicyInput)
    .mutation(({ ctx, input }) => setSecondFactorPolicy(ctx, input)),
};
