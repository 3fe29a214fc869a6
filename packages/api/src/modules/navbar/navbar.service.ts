import type { Context } from '../../trpc/context.ts';
import { getNavbar } from './navbar.repository.ts';

/** The menu's data: read as it is, no rules of its own. */
export const navbar = (ctx: Context) => getNavbar(ctx.db);
