import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { ChangePasswordInput, LoginInput, Role, UserLanguage } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { logActivity } from '../activity/activity.service.ts';
import { consumeCaptchaTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import { insertApiToken } from './api-tokens.service.ts';
import * as repo from './auth.repository.ts';
import { idleSince } from './sessions.service.ts';
import { countAttempt, issueSession, signInActivity, type SignedIn } from './sign-in.ts';

/** A new browser session (an accepted invitation opens one too). */
export { issueSession };
import { secondFactorsOf } from './second-factor.repository.ts';
import { roleRequiresSecondFactor, secondFactorChallenge } from './second-factor.service.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { hashSecret } from '../../platform/secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
export const DEFAULT_ADMIN_LOGIN = 'admin';
export const WRONG_CREDENTIALS = 'Wrong login or password';
export const PASSKEY_REQUIRED = 'Your role signs in with a second factor: use your passkey';

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
  const token = await repo.findLiveToken(ctx.db, hashSecret(ctx.bearerToken), iso(now), idleSince(ctx, now));
  if (!token) return null;
  if (!token.last_used_at || now.getTime() - Date.parse(token.last_used_at) > TOUCH_INTERVAL_MS) {
    await repo.touchToken(ctx.db, token.id, iso(now));
  }
  const role = effectiveRole(token.user_role, token.token_role);
  if (!role) return null;
  return {
    userId: token.user_id,
    tokenId: token.id,
    login: token.login,
    name: token.user_name,
    role,
    kind: token.kind,
    tokenName: token.name,
    setupOnly: token.setup_only === 1,
    language: token.user_language,
  };
}

/**
 * What a token may do: its user's role, or the lower role an owner gave it. A token whose role its user no longer
 * holds (an owner demoted to editor keeps a sales token) grants nothing: a role is only ever handed down.
 */
export function effectiveRole(userRole: Role, tokenRole: Role | null): Role | null {
  if (!tokenRole || tokenRole === userRole) return userRole;
  return userRole === 'owner' ? tokenRole : null;
}

/** A password sign-in of an account with an authenticator app: its second step comes with this challenge. */
export type SecondFactorStep = { second_factor: 'totp'; challenge: string };

/**
 * Signs in with login, password and a captcha ticket; rate-limited per IP and per login (the attempt is counted
 * before the password is checked: sign-in.ts). An account with an authenticator app answers the second step's
 * challenge instead of a session; one whose role requires a second factor and who has only passkeys signs in with one.
 */
export async function signIn(ctx: Context, input: LoginInput): Promise<SignedIn | SecondFactorStep> {
  const now = ctx.now();
  const attemptId = await countAttempt(ctx, input.login, async (trx) => {
    if (!(await consumeCaptchaTicket({ db: trx, now: ctx.now }, input.captcha_ticket))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
    }
  });
  const user = await repo.findUserByLogin(ctx.db, input.login);
  // An unknown login costs the same hashing work as a wrong password, so timing tells nothing; a disabled user's
  // right password says no more than a wrong one.
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyPasswordHash));
  if (!ok || !user || user.disabled_at) {
    await logActivity(ctx.db, signInActivity(ctx, now, false, input.login));
    throw new TRPCError({ code: 'UNAUTHORIZED', message: WRONG_CREDENTIALS });
  }
  await repo.markSignInSucceeded(ctx.db, attemptId);
  await repo.pruneSignInAttempts(ctx.db, later(now, -DAY_MS));
  const factors = await secondFactorsOf(ctx.db, user.id);
  if (factors.totp) return { second_factor: 'totp', challenge: await secondFactorChallenge(ctx.db, user.id, now) };
  if (factors.passkeys > 0 && (await roleRequiresSecondFactor(ctx.db, user.role)))
    throw new TRPCError({ code: 'FORBIDDEN', message: PASSKEY_REQUIRED });
  return ctx.db.transaction().execute(async (trx) => {
    await logActivity(trx, { ...signInActivity(ctx, now, true, user.login), user_id: user.id });
    return issueSession(ctx, trx, user, now);
  });
}

export async function signOut(ctx: Context, admin: AdminSession) {
  await repo.revokeToken(ctx.db, admin.tokenId, iso(ctx.now()));
  return { ok: true as const };
}

/** Who is signed in: login, display name and the role the call has (a token's own lower one for a script). */
export const whoAmI = (admin: AdminSession) => ({
  login: admin.login,
  name: admin.name,
  role: admin.role,
  language: admin.language,
  setup_required: admin.setupOnly,
});

export async function changeLogin(ctx: Context, admin: AdminSession, login: string) {
  const taken = await repo.findUserByLogin(ctx.db, login);
  if (taken && taken.id !== admin.userId)
    throw new TRPCError({ code: 'CONFLICT', message: 'This login is already taken' });
  const user = await repo.updateUser(ctx.db, admin.userId, { login }, iso(ctx.now()));
  return whoAmI({ ...admin, login: user.login });
}

/** Changes the password and revokes every token of the account, the current one included. */
export async function changePassword(ctx: Context, admin: AdminSession, input: ChangePasswordInput) {
  const user = await repo.findUserById(ctx.db, admin.userId);
  if (!user || !(await verifyPassword(input.old_password, user.password_hash))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is wrong' });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.now());
    await repo.updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await repo.revokeAllTokens(trx, user.id, now);
  });
  return { ok: true as const };
}

/** A new user with a password (an accepted invitation). */
export async function insertUserWithPassword(
  db: Db,
  values: { login: string; role: Role; name: string; language: UserLanguage },
  password: string,
  now: Date,
) {
  return repo.insertUser(db, { ...values, password_hash: await hashPassword(password) }, iso(now));
}

/** Sets a user's password (a reset link) and ends every session and token they had. */
export async function replacePassword(db: Db, userId: number, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  await repo.updateUser(db, userId, { password_hash: passwordHash }, iso(now));
  await repo.revokeAllTokens(db, userId, iso(now));
}

/** The user who signs in with this login, if any (enabled or not). */
export const findUserByLogin = (db: Db, login: string) => repo.findUserByLogin(db, login);

/** Ends every session and API token of a user (disabled, removed or demoted by an owner). */
export const revokeEverySignIn = (db: Db, userId: number, now: Date) => repo.revokeAllTokens(db, userId, iso(now));

/** Creates the first owner on a site's first start; returns the generated password when none was given. */
export async function ensureAdminAccount(
  db: Db,
  now: Date,
  password?: string,
  /** The password's hash when the caller has it already (tests hash theirs once per process). */
  knownHash?: Promise<string>,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await repo.countUsers(db)) > 0) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await (knownHash ?? hashPassword(password ?? generatedPassword!));
  await repo.insertUser(db, { login: DEFAULT_ADMIN_LOGIN, password_hash: passwordHash, role: 'owner' }, iso(now));
  return { created: true, generatedPassword };
}

/**
 * Sets a new password from the command line for the first owner (or the owner with that login) and revokes their
 * tokens; creates the first owner if there is no user at all.
 */
export async function resetAdminPassword(
  db: Db,
  now: Date,
  password: string,
  login?: string,
): Promise<{ login: string }> {
  const user = login ? await repo.findUserByLogin(db, login) : await repo.findFirstOwner(db);
  const passwordHash = await hashPassword(password);
  if (!user) {
    if (login || (await repo.countUsers(db)) > 0)
      throw new Error(login ? `There is no user with the login ${login}.` : 'There is no owner.');
    const created = await repo.insertUser(
      db,
      { login: DEFAULT_ADMIN_LOGIN, password_hash: passwordHash, role: 'owner' },
      iso(now),
    );
    return { login: created.login };
  }
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { password_hash: passwordHash }, iso(now));
    await repo.revokeAllTokens(trx, user.id, iso(now));
  });
  return { login: user.login };
}

/** Creates a long-lived API token of the first owner for scripts; the secret is returned once, only its hash kept. */
export async function createApiToken(db: Db, now: Date, name: string, role?: Role): Promise<string> {
  const owner = await repo.findFirstOwner(db);
  if (!owner) throw new Error('There is no owner yet: start the site once or run reset-password.');
  return (await insertApiToken(db, owner.id, { name, role }, now)).token;
}
/**
 * A user as the one a scheduled change is made as (the scheduler, no request): their role now, or null when they
 * were removed or disabled since, so that a change scheduled by someone who may no longer make it is not made.
 */
export async function actingSessionOf(db: Db, userId: number): Promise<AdminSession | null> {
  const user = await repo.findUserById(db, userId);
  if (!user || user.disabled_at) return null;
  return {
    userId: user.id,
    tokenId: 0,
    login: user.login,
    name: user.name,
    role: user.role,
    kind: 'session',
    tokenName: '',
    setupOnly: false,
    language: user.language,
  };
}

export { revokeSessionsOf } from './sessions.service.ts';
