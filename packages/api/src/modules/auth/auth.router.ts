import { apiTokenCreateInput, changeLoginInput, changePasswordInput, idInput, loginInput } from '@tp/schemas';
import { issueApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { changeLogin, changePassword, signIn, signOut } from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => signIn(ctx, input)),
  me: adminProcedure.query(({ ctx }) => ({ login: ctx.admin.login })),
  changeLogin: adminProcedure
    .input(changeLoginInput)
    .mutation(({ ctx, input }) => changeLogin(ctx, ctx.admin, input.login)),
  changePassword: adminProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.admin, input)),
  logout: adminProcedure.mutation(({ ctx }) => signOut(ctx, ctx.admin)),
  apiTokens: adminProcedure.query(({ ctx }) => listApiTokens(ctx, ctx.admin)),
  createApiToken: adminProcedure
    .input(apiTokenCreateInput)
    .mutation(({ ctx, input }) => issueApiToken(ctx, ctx.admin, input.name)),
  revokeApiToken: adminProcedure.input(idInput).mutation(({ ctx, input }) => revokeApiToken(ctx, ctx.admin, input.id)),
});
