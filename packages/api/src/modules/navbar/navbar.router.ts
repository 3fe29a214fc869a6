import { publicProcedure, router } from '../../trpc.ts';
import { navbar } from './navbar.service.ts';

export const navbarRouter = router({
  get: publicProcedure.query(({ ctx }) => navbar(ctx)),
});
