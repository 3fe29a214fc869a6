import { TRPCError } from '@trpc/server';
import { serializeOn, type Db } from '@tp/db';
import type { Role } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { logActivity } from '../activity/activity.service.ts';
import * as repo from './auth.repository.ts';
import { rolesRequiringSecondFactor, secondFactorsOf } from './second-factor.repository.ts';

// What every way of signing in shares (password, second step, passkey, accepted invitation): counting attempts,
// recording them, and opening the session.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser session ends after this long in any case… */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** …and after SESSION_IDLE_MS without a request (sessions.service.ts). */
export const SIGN_IN_WINDOW_MS = 60 * 1000;
/** Failed sign-ins (wrong passwords and wrong codes) allowed per IP and per login within the window; then 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';
/** The longest User-Agent kept for a session's device. */
const USER_AGENT_KEPT = 300;

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

/** The activity log keeps every sign-in, failed ones with the login that was tried (never a password or code). */
export const signInActivity = (ctx: Context, now: Date, succeeded: boolean, login: string) => ({
  at: iso(now),
  actor_kind: succeeded ? ('session' as const) : ('visitor' as const),
  actor: login.slice(0, 100),
  action: succeeded ? 'sign-in' : 'sign-in-failed',
  entity: 'auth',
  entity_id: null,
  fields: [],
  via: ctx.via,
  ip: ctx.ip,
});

/**
 * Counts an attempt (of a password or a code) for `login` from the caller's address before it is checked: recorded
 * as failed until `markSignInSucceeded`, so N guesses sent at once count N, on any number of servers. Too many
 * failures within the window are refused (429; recorded in the activity log). `inside` runs in the same transaction
 * (the captcha ticket of a password sign-in).
 */
export async function countAttempt(ctx: Context, login: string, inside?: (trx: Db) => Promise<void>): Promise<number> {
  const now = ctx.now();
  const attemptId = await ctx.db.transaction().execute(async (trx) => {
    // Attempts at once are counted one after another (PostgreSQL would run them side by side).
    await serializeOn(trx, 'sign-in attempts');
    const failures = await repo.countRecentFailures(trx, ctx.ip, login, later(now, -SIGN_IN_WINDOW_MS));
    if (failures.byIp >= SIGN_IN_MAX_FAILURES || failures.byLogin >= SIGN_IN_MAX_FAILURES) {
      await logActivity(trx, signInActivity(ctx, now, false, login));
      return 'too many' as const;
    }
    await inside?.(trx);
    return repo.insertSignInAttempt(trx, { ip: ctx.ip, login, created_at: iso(now) });
  });
  // The refusal is recorded: the transaction ends normally and the error follows it.
  if (attemptId === 'too many') throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS });
  return attemptId;
}

/** What a successful sign-in answers; `setup_required` when the session may only set up a second factor. */
export type SignedIn = { access_token: string; setup_required?: true };

/**
 * A new browser session of a user; its secret is the access token. When the user's role must sign in with a second
 * factor and they have none yet, the session may only set one up (the tier refuses everything else).
 */
export async function issueSession(
  ctx: Context,
  db: Db,
  user: { id: number; role: Role },
  now: Date,
): Promise<SignedIn> {
  const required = (await rolesRequiringSecondFactor(db)).includes(user.role);
  const factors = required ? await secondFactorsOf(db, user.id) : undefined;
  const setupOnly = !!factors && !factors.totp && factors.passkeys === 0;
  const secret = newSecret();
  await repo.insertToken(db, {
    user_id: user.id,
    kind: 'session',
    name: 'browser sign-in',
    token_hash: hashSecret(secret),
    created_at: iso(now),
    expires_at: later(now, SESSION_TTL_MS),
    user_agent: ctx.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
    ip: ctx.ip,
    setup_only: setupOnly ? 1 : 0,
  });
  return setupOnly ? { access_token: secret, setup_required: true } : { access_token: secret };
}
