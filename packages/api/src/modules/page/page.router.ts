import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { pageLink } from '@tp/schemas';
import { publicProcedure, router } from '../../trpc.ts';
import { findPage } from './page.repository.ts';

const pageNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Page not found' });

export const pageRouter = router({
  // An unknown link is a page that does not exist (404), not malformed input.
  byLink: publicProcedure.input(z.object({ link: z.string().max(100) })).query(async ({ ctx, input }) => {
    const link = pageLink.safeParse(input.link);
    if (!link.success) throw pageNotFound();
    const page = await findPage(ctx.db, link.data);
    if (!page) throw pageNotFound();
    return page;
  }),
});
