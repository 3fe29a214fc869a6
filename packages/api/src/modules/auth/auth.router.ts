import { apiTokenCreateInput, changeLoginInput, changePasswordInput, idInput, loginInput } from '@tp/schemas';
import { issueApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure, publicProcedure, setupProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { changeLogin, changePassword, signIn, signOut, whoAmI } from './auth.service.ts';
import { listOwnSessions, revokeOtherSessions, revokeOwnSession } from './sessions.service.ts';
import { secondFactorProcedures } from './second-factor.router.ts';

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => signIn(ctx, input)),
  me: setupProcedure.query(({ ctx }) => whoAmI(ctx.admin)),
  changeLogin: staffProcedure
    .input(changeLoginInput)
    .mutation(({ ctx, input }) => changeLogin(ctx, ctx.admin, input.login)),
  changePassword: staffProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.admin, input)),
  logout: setupProcedure.mutation(({ ctx }) => signOut(ctx, ctx.admin)),
  sessions: staffProcedure.meta({ perCaller: true }).query(({ ctx }) => listOwnSessions(ctx, ctx.admin)),
  revokeSession: staffProcedure.input(idInput).mutation(({ ctx, input }) => revokeOwnSession(ctx, ctx.admin, input.id)),
  revokeOtherSessions: staffProcedure.mutation(({ ctx }) => revokeOtherSessions(ctx, ctx.admin)),
  apiTokens: ownerProcedure.query(({ ctx }) => listApiTokens(ctx, ctx.admin)),
  createApiToken: ownerProcedure
    .input(apiTokenCreateInput)
    .mutation(({ ctx, input }) => issueApiToken(ctx, ctx.admin, input)),
  revokeApiToken: ownerProcedure.input(idInput).mutation(({ ctx, input }) => revokeApiToken(ctx, ctx.admin, input.id)),
  ...secondFactorProcedures,
});
