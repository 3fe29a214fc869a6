import { publicProcedure, router } from '../../trpc.ts';
import { getNavbar } from './navbar.repository.ts';

export const navbarRouter = router({
  get: publicProcedure.query(({ ctx }) => getNavbar(ctx.db)),
});
