import { TRPCError } from '@trpc/server';
import { ROLES, type Role } from '@tp/schemas';
import { baseProcedure } from './trpc.ts';

export const SIGN_IN_REQUIRED = 'Sign in required';
/** The refusal of a session that must set up a second factor before anything else (its role requires one). */
export const SECOND_FACTOR_SETUP_REQUIRED =
  'Your role must sign in with a second factor: set up a passkey or an authenticator app first';

/** The refusal of a signed-in caller whose role does not reach the procedure (403; nothing is read or changed). */
export const roleRefusal = (role: Role, roles: readonly Role[]) =>
  `Your role (${role}) may not do this: it needs ${roles.join(' or ')}`;

/** Anyone may call it: reads of public content, inquiries, the captcha, signing in. */
export const publicProcedure = baseProcedure;

/**
 * Management procedures for the given roles: a valid, unexpired, unrevoked token of an enabled user (or 401) whose
 * role, or the token's own lower role, is one of them (or 403). The check runs before the input is parsed, so a
 * refused call learns nothing of the procedure. Every management write is recorded in the activity log, in the
 * same transaction as the change; the mail outbox and the webhook queue are woken once it has committed.
 */
const tierOf = (roles: readonly Role[]) =>
  baseProcedure.meta({ admin: true, roles }).use(async ({ ctx, next, type, path, getRawInput, meta }) => {
    const admin = await ctx.session();
    if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    if (!roles.includes(admin.role))
      throw new TRPCError({ code: 'FORBIDDEN', message: roleRefusal(admin.role, roles) });
    if (admin.setupOnly && !meta?.setup)
      throw new TRPCError({ code: 'FORBIDDEN', message: SECOND_FACTOR_SETUP_REQUIRED });
    if (type !== 'mutation') return next({ ctx: { admin } });
    const result = await ctx.recordActivity(admin, path, await getRawInput(), (db, afterCommit) =>
      next({ ctx: { admin, db, afterCommit } }),
    );
    // A mail or webhook the write queued (an invitation, a status notice, a content event) is in its queue only now
    // that it committed.
    if (result.ok) {
      ctx.mail?.wake();
      ctx.webhooks?.wake();
    }
    return result;
  });

/** Anyone signed in: their own account and sessions, and the dashboard's reads of content (sales reads it too). */
export const staffProcedure = tierOf(ROLES);
/** Anyone signed in, even a session that must set up a second factor first: who am I, sign out, the setup itself. */
export const setupProcedure = staffProcedure.meta({ setup: true });
/** Content: pages, services, spares and parts, catalogue, partners, company texts, translations, imports. */
export const editorProcedure = tierOf(['owner', 'editor']);
/** Requests and job applications, which hold buyers' and applicants' personal data. */
export const salesProcedure = tierOf(['owner', 'sales']);
/** Users, API tokens, the activity log, and the settings of mail, retention and security. */
export const ownerProcedure = tierOf(['owner']);
