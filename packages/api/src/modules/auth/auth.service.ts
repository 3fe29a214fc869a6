import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { serializeOn, type Db } from '@tp/db';
import type { ChangePasswordInput, LoginInput } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { logActivity } from '../activity/activity.service.ts';
import { consumeCaptchaTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import { insertApiToken } from './api-tokens.service.ts';
import * as repo from './auth.repository.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 14 * DAY_MS;
export const SIGN_IN_WINDOW_MS = 60 * 1000;
/** Failed sign-ins allowed per IP and per login within the window; the next one is refused with 429. */
export const SIGN_IN_MAX_FAILURES = 5;
/** last_used_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
export const DEFAULT_ADMIN_LOGIN = 'admin';
export const WRONG_CREDENTIALS = 'Wrong login or password';

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

// One lookup per request: the REST adapter, the admin tier and the captcha waiver all ask for the same context, and
// within one request the caller stays who they were when it arrived.
const sessionsOfRequests = new WeakMap<Context, Promise<AdminSession | null>>();

/** The administrator behind the request's bearer token, or null when it is missing, unknown, expired or revoked. */
export function resolveAdminSession(ctx: Context): Promise<AdminSession | null> {
  let session = sessionsOfRequests.get(ctx);
  if (!session) {
    session = lookUpAdminSession(ctx);
    sessionsOfRequests.set(ctx, session);
  }
  return session;
}

async function lookUpAdminSession(ctx: Context): Promise<AdminSession | null> {
  if (!ctx.bearerToken) return null;
  const now = ctx.now();
  const token = await repo.findLiveToken(ctx.db, hashSecret(ctx.bearerToken), iso(now));
  if (!token) return null;
  if (!token.last_used_at || now.getTime() - Date.parse(token.last_used_at) > TOUCH_INTERVAL_MS) {
    await repo.touchToken(ctx.db, token.id, iso(now));
  }
  return {
    accountId: token.account_id,
    tokenId: token.id,
    login: token.login,
    kind: token.kind,
    tokenName: token.name,
  };
}

async function issueSessionToken(db: Db, accountId: number, now: Date) {
  const secret = newSecret();
  await repo.insertToken(db, {
    account_id: accountId,
    kind: 'session',
    name: 'browser sign-in',
    token_hash: hashSecret(secret),
    created_at: iso(now),
    expires_at: later(now, SESSION_TTL_MS),
  });
  return secret;
}

const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * Signs in with login, password and a captcha ticket; rate-limited per IP and per login. The attempt is
 * counted and recorded (as failed) in one transaction before the password is checked, and marked as a
 * success only afterwards: N guesses sent at once count N, so they cannot all slip past the limit.
 */
export async function signIn(ctx: Context, input: LoginInput): Promise<{ access_token: string }> {
  const now = ctx.now();
  // The activity log keeps every sign-in, failed ones with the login that was tried (never the password).
  const signInActivity = (succeeded: boolean, login: string) => ({
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
  const attemptId = await ctx.db.transaction().execute(async (trx) => {
    // Attempts at once are counted one after another, on any number of servers (PostgreSQL runs them side by side).
    await serializeOn(trx, 'sign-in attempts');
    const failures = await repo.countRecentFailures(trx, ctx.ip, input.login, later(now, -SIGN_IN_WINDOW_MS));
    if (failures.byIp >= SIGN_IN_MAX_FAILURES || failures.byLogin >= SIGN_IN_MAX_FAILURES) {
      await logActivity(trx, signInActivity(false, input.login));
      return 'too many' as const;
    }
    if (!(await consumeCaptchaTicket({ db: trx, now: ctx.now }, input.captcha_ticket))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
    }
    return repo.insertSignInAttempt(trx, { ip: ctx.ip, login: input.login, created_at: iso(now) });
  });
  // The refusal is recorded: the transaction ends normally and the error follows it.
  if (attemptId === 'too many') throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS });
  const account = await repo.findAccountByLogin(ctx.db, input.login);
  // An unknown login costs the same hashing work as a wrong password, so timing tells nothing.
  const ok = await verifyPassword(input.password, account?.password_hash ?? (await decoyPasswordHash));
  if (!ok || !account) {
    await logActivity(ctx.db, signInActivity(false, input.login));
    throw new TRPCError({ code: 'UNAUTHORIZED', message: WRONG_CREDENTIALS });
  }
  const token = await ctx.db.transaction().execute(async (trx) => {
    await repo.markSignInSucceeded(trx, attemptId);
    await logActivity(trx, signInActivity(true, account.login));
    return issueSessionToken(trx, account.id, now);
  });
  await repo.pruneSignInAttempts(ctx.db, later(now, -DAY_MS));
  return { access_token: token };
}

export async function signOut(ctx: Context, admin: AdminSession) {
  await repo.revokeToken(ctx.db, admin.tokenId, iso(ctx.now()));
  return { ok: true as const };
}

export async function changeLogin(ctx: Context, admin: AdminSession, login: string) {
  const taken = await repo.findAccountByLogin(ctx.db, login);
  if (taken && taken.id !== admin.accountId)
    throw new TRPCError({ code: 'CONFLICT', message: 'This login is already taken' });
  const account = await repo.updateAccount(ctx.db, admin.accountId, { login }, iso(ctx.now()));
  return { login: account.login };
}

/** Changes the password and revokes every token of the account, the current one included. */
export async function changePassword(ctx: Context, admin: AdminSession, input: ChangePasswordInput) {
  const account = await repo.findAccountById(ctx.db, admin.accountId);
  if (!account || !(await verifyPassword(input.old_password, account.password_hash))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is wrong' });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.now());
    await repo.updateAccount(trx, account.id, { password_hash: passwordHash }, now);
    await repo.revokeAllTokens(trx, account.id, now);
  });
  return { ok: true as const };
}

/** Creates the administrator on first start; returns the generated password when none was given. */
export async function ensureAdminAccount(
  db: Db,
  now: Date,
  password?: string,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await repo.findFirstAccount(db)) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await repo.insertAccount(db, DEFAULT_ADMIN_LOGIN, await hashPassword(password ?? generatedPassword!), iso(now));
  return { created: true, generatedPassword };
}

/** Sets a new password from the command line and revokes every token; creates the account if there is none. */
export async function resetAdminPassword(db: Db, now: Date, password: string): Promise<{ login: string }> {
  const account = await repo.findFirstAccount(db);
  if (!account) {
    const created = await repo.insertAccount(db, DEFAULT_ADMIN_LOGIN, await hashPassword(password), iso(now));
    return { login: created.login };
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repo.updateAccount(trx, account.id, { password_hash: passwordHash }, iso(now));
    await repo.revokeAllTokens(trx, account.id, iso(now));
  });
  return { login: account.login };
}

/** Creates a long-lived API token for scripts; the secret is returned once and only its hash is kept. */
export async function createApiToken(db: Db, now: Date, name: string): Promise<string> {
  const account = await repo.findFirstAccount(db);
  if (!account) throw new Error('There is no administrator account yet: start the site once or run reset-password.');
  return (await insertApiToken(db, account.id, name, now)).token;
}
