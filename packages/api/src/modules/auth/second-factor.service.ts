import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import { COMPANY_NAME } from '@tp/schemas/company';
import type { Role, SecondFactorPolicyInput } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { loadOtp } from '../../platform/heavy-modules.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { logActivity } from '../activity/activity.service.ts';
import * as repo from './second-factor.repository.ts';
import { findUserById, findUserByLogin, markSignInSucceeded, revokeAllTokens } from './auth.repository.ts';
import { countAttempt, issueSession, signInActivity } from './sign-in.ts';

/** The second step of a sign-in must follow the first within this time. */
export const CHALLENGE_VALID_MS = 5 * 60 * 1000;
const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits a person cannot mix up (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Twelve characters of 31: about 59 bits each, too many to guess or to reverse from their hashes. */
const RECOVERY_CODE_LENGTH = 12;

export const CODE_NOT_VALID = 'The code is not valid';
export const SIGN_IN_EXPIRED = 'The sign-in has expired: enter your password again';

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

/** Ten new one-time codes, as the user reads and types them (`abcd-efgh-jkmn`). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
  });
}

/** A code as typed (spaces, dashes, capitals) in the form it was stored in. */
const normalizedCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

async function replaceRecoveryCodes(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => hashSecret(normalizedCode(code))),
    iso(now),
  );
  return codes;
}

/**
 * Whether `code` is a valid code of the user's authenticator app not used before, taking its time step if so. One
 * step before and after the current one count too, for a phone's clock a little off and a code typed at the turn.
 */
async function takeTotpCode(ctx: Context, userId: number, code: string, secret: string, lastStep: number | null) {
  const { verify } = await loadOtp();
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(ctx.now().getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  // A TOTP check answers the code's time step (the library's type covers HOTP too).
  return result.valid && 'timeStep' in result && (await repo.takeTotpStep(ctx.db, userId, result.timeStep));
}

/**
 * Checks a code of the user's confirmed second factor, counted like a password: too many wrong ones from an address
 * or for an account within a minute are refused (429) before they are checked. A recovery code is used up.
 */
async function checkCode(ctx: Context, user: { id: number; login: string }, code: string, recovery: boolean) {
  const attemptId = await countAttempt(ctx, user.login);
  const typed = normalizedCode(code);
  const totp = await repo.findTotp(ctx.db, user.id);
  let ok = false;
  if (isTotpCode(typed)) {
    if (totp.totp_secret && totp.totp_confirmed_at)
      ok = await takeTotpCode(ctx, user.id, typed, totp.totp_secret, totp.totp_last_step);
  } else if (recovery) {
    ok = await repo.takeRecoveryCode(ctx.db, user.id, hashSecret(typed), iso(ctx.now()));
  }
  if (ok) await markSignInSucceeded(ctx.db, attemptId);
  return ok;
}

/** What the signed-in user has set up, and whether their role requires it. */
export async function secondFactorStatus(ctx: Context, admin: AdminSession) {
  const [factors, required] = await Promise.all([
    repo.secondFactorsOf(ctx.db, admin.userId),
    roleRequiresSecondFactor(ctx.db, admin.role),
  ]);
  return {
    totp: factors.totp,
    recovery_codes_left: factors.recoveryCodesLeft,
    passkeys: factors.passkeys,
    required,
    setup_required: admin.setupOnly,
  };
}

export async function roleRequiresSecondFactor(db: Db, role: Role) {
  return (await repo.rolesRequiringSecondFactor(db)).includes(role);
}

/**
 * Starts setting up an authenticator app: a new secret, shown in this answer (as text and as the QR code's
 * otpauth address) and in use once a code from it is confirmed.
 */
export async function startTotp(ctx: Context, admin: AdminSession) {
  const current = await repo.findTotp(ctx.db, admin.userId);
  if (current.totp_confirmed_at)
    throw new TRPCError({ code: 'CONFLICT', message: 'An authenticator app is set up already: remove it first' });
  const { generateSecret, generateURI } = await loadOtp();
  const secret = generateSecret();
  await repo.setTotp(ctx.db, admin.userId, { totp_secret: secret, totp_confirmed_at: null, totp_last_step: null });
  return { secret, otpauth_url: generateURI({ issuer: COMPANY_NAME, label: admin.login, secret }) };
}

/** Confirms the authenticator app with a code from it; answers the ten recovery codes, shown only now. */
export async function confirmTotp(ctx: Context, admin: AdminSession, code: string) {
  const current = await repo.findTotp(ctx.db, admin.userId);
  if (!current.totp_secret || current.totp_confirmed_at)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Start setting up the authenticator app first' });
  const attemptId = await countAttempt(ctx, admin.login);
  const typed = normalizedCode(code);
  if (!isTotpCode(typed) || !(await takeTotpCode(ctx, admin.userId, typed, current.totp_secret, null)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CODE_NOT_VALID });
  await markSignInSucceeded(ctx.db, attemptId);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_confirmed_at: iso(now) })
      .where('id', '=', admin.userId)
      .execute();
    await repo.liftSetupOnly(trx, admin.userId);
    return { recovery_codes: await replaceRecoveryCodes(trx, admin.userId, now) };
  });
}

/**
 * Refuses (409) to remove a second factor when none would be left and the user's role requires one: `left` is how
 * many would remain, `message` says what to add first.
 */
export async function keepOneSecondFactor(ctx: Context, admin: AdminSession, left: number, message: string) {
  if (left === 0 && (await roleRequiresSecondFactor(ctx.db, admin.role)))
    throw new TRPCError({ code: 'CONFLICT', message });
}

/** Removes the authenticator app (and its recovery codes), confirmed with a code; not when the role needs it alone. */
export async function removeTotp(ctx: Context, admin: AdminSession, code: string) {
  const factors = await repo.secondFactorsOf(ctx.db, admin.userId);
  if (!factors.totp) throw new TRPCError({ code: 'NOT_FOUND', message: 'No authenticator app is set up' });
  await keepOneSecondFactor(
    ctx,
    admin,
    factors.passkeys,
    'Your role must sign in with a second factor: add a passkey before you remove the authenticator app',
  );
  if (!(await checkCode(ctx, { id: admin.userId, login: admin.login }, code, true)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CODE_NOT_VALID });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, admin.userId, { totp_secret: null, totp_confirmed_at: null, totp_last_step: null });
    await repo.replaceRecoveryCodes(trx, admin.userId, [], iso(ctx.now()));
  });
  return { ok: true as const };
}

/** Ten new recovery codes in place of the old ones, confirmed with a code of the authenticator app. */
export async function renewRecoveryCodes(ctx: Context, admin: AdminSession, code: string) {
  if (!(await repo.secondFactorsOf(ctx.db, admin.userId)).totp)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No authenticator app is set up' });
  if (!(await checkCode(ctx, { id: admin.userId, login: admin.login }, code, false)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CODE_NOT_VALID });
  return { recovery_codes: await replaceRecoveryCodes(ctx.db, admin.userId, ctx.now()) };
}

/** The challenge a password sign-in answers for an account with an authenticator app; only its hash is kept. */
export async function secondFactorChallenge(db: Db, userId: number, now: Date) {
  const challenge = newSecret();
  await repo.pruneChallenges(db, iso(now));
  await repo.insertChallenge(db, {
    purpose: 'second-factor',
    challenge_hash: hashSecret(challenge),
    user_id: userId,
    created_at: iso(now),
    expires_at: later(now, CHALLENGE_VALID_MS),
  });
  return challenge;
}

/**
 * The second step of a sign-in: the challenge of the first and a code of the authenticator app or a recovery code.
 * A wrong code leaves the challenge for another try (counted like a wrong password); a right one ends it.
 */
export async function completeSecondFactor(ctx: Context, input: { challenge: string; code: string }) {
  const now = ctx.now();
  const challengeHash = hashSecret(input.challenge);
  const pending = await repo.findChallenge(ctx.db, 'second-factor', challengeHash, iso(now));
  const user = pending?.user_id ? await findUserById(ctx.db, pending.user_id) : undefined;
  if (!pending || !user || user.disabled_at) throw new TRPCError({ code: 'BAD_REQUEST', message: SIGN_IN_EXPIRED });
  if (!(await checkCode(ctx, user, input.code, true))) {
    await logActivity(ctx.db, signInActivity(ctx, now, false, user.login));
    throw new TRPCError({ code: 'UNAUTHORIZED', message: CODE_NOT_VALID });
  }
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.takeChallenge(trx, 'second-factor', challengeHash, iso(now))))
      throw new TRPCError({ code: 'BAD_REQUEST', message: SIGN_IN_EXPIRED });
    await logActivity(trx, { ...signInActivity(ctx, now, true, user.login), user_id: user.id });
    return issueSession(ctx, trx, user, now);
  });
}

export async function secondFactorPolicy(ctx: Context) {
  return { roles: await repo.rolesRequiringSecondFactor(ctx.db) };
}

/** Which roles must sign in with a second factor; their users without one set it up at their next sign-in. */
export async function setSecondFactorPolicy(ctx: Context, input: SecondFactorPolicyInput) {
  const roles = [...new Set(input.roles)];
  await repo.setRolesRequiringSecondFactor(ctx.db, roles);
  return { roles: await repo.rolesRequiringSecondFactor(ctx.db) };
}

/**
 * For the locked-out user on the server (`npm run admin -- reset-2fa --login L`): removes the authenticator app, the
 * recovery codes and the passkeys of the user, and ends their browser sessions; the password stays. Says what it
 * removed; an unknown login is an error with a sentence.
 */
export async function resetSecondFactor(db: Db, login: string, now: Date) {
  const user = await findUserByLogin(db, login);
  if (!user) throw new Error(`There is no user with the login ${login}.`);
  const had = await repo.secondFactorsOf(db, user.id);
  await db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, user.id, { totp_secret: null, totp_confirmed_at: null, totp_last_step: null });
    await repo.replaceRecoveryCodes(trx, user.id, [], iso(now));
    await repo.deleteAllPasskeys(trx, user.id);
    await revokeAllTokens(trx, user.id, iso(now), 'session');
  });
  return { login: user.login, totp: had.totp, passkeys: had.passkeys };
}
