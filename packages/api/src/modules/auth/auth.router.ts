import { changeLoginInput, changePasswordInput, loginInput } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { changeLogin, changePassword, signIn, signOut } from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => signIn(ctx, input)),
  me: adminProcedure.query(({ ctx }) => ({ login: ctx.admin.login })),
  changeLogin: adminProcedure.input(changeLoginInput).mutation(({ ctx, input }) => changeLogin(ctx, ctx.admin, input.login)),
  changePassword: adminProcedure.input(changePasswordInput).mutation(({ ctx, input }) => changePassword(ctx, ctx.admin, input)),
  logout: adminProcedure.mutation(({ ctx }) => signOut(ctx, ctx.admin)),
});
