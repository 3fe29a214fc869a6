import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { navbar } from './navbar.service.ts';

export const navbarRouter = router({
  get: publicProcedure.query(({ ctx }) => navbar(ctx)),
});
