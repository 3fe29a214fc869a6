import { TRPCError } from '@trpc/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COMPANY_NAME } from '@tp/schemas/company';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { logActivity } from '../activity/activity.service.ts';
import { findUserById } from './auth.repository.ts';
import * as repo from './second-factor.repository.ts';
import { CHALLENGE_VALID_MS, keepOneSecondFactor } from './second-factor.service.ts';
import { deviceOf } from './sessions.service.ts';
import { issueSession, signInActivity } from './sign-in.ts';

/**
 * @simplewebauthn/server, loaded with the first passkey call: it brings a certificate library whose loading was a
 * tenth of every server start (bench:startup), and most starts never see a passkey before the next one.
 */
const webAuthn = () => import('@simplewebauthn/server');

// Passkeys (WebAuthn) with @simplewebauthn/server: a user registers one or more, and signs in with one alone, no
// password and no captcha (a discoverable credential: the authenticator is the proof). The relying party is the site's
// public address (PUBLIC_URL): its host name is the RP ID, its origin the only one accepted.

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified';
const CEREMONY_EXPIRED = 'The passkey request has expired: please try again';
/** Sign-in options a browser may ask for per minute and address (each writes a challenge). */
const SIGN_IN_OPTIONS_PER_MINUTE = 30;

/**
 * Options for the browser's WebAuthn call, as @simplewebauthn/browser takes them; typed loosely here, as the REST
 * document describes them (its fields are the WebAuthn specification's).
 */
export type WebAuthnOptions = { challenge: string; [field: string]: unknown };

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

function relyingParty(ctx: Context) {
  const site = new URL(ctx.mail?.siteUrl ?? ctx.siteUrl ?? 'http://localhost:3000');
  return { id: site.hostname, origin: site.origin, name: COMPANY_NAME };
}

/** The challenge the browser signed, read from its client data (checked again, with everything else, by the library). */
function challengeOf(response: { response?: unknown }): string {
  const clientData = (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON;
  try {
    if (typeof clientData !== 'string') throw new Error('no client data');
    const { challenge } = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof challenge !== 'string') throw new Error('no challenge');
    return challenge;
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: PASSKEY_NOT_VERIFIED });
  }
}

async function keepChallenge(
  ctx: Context,
  purpose: 'passkey-registration' | 'passkey-sign-in',
  challenge: string,
  userId: number | null,
) {
  const now = ctx.now();
  await repo.pruneChallenges(ctx.db, iso(now));
  await repo.insertChallenge(ctx.db, {
    purpose,
    challenge_hash: hashSecret(challenge),
    user_id: userId,
    created_at: iso(now),
    expires_at: later(now, CHALLENGE_VALID_MS),
  });
}

export const listPasskeys = (ctx: Context, admin: AdminSession) => repo.listPasskeys(ctx.db, admin.userId);

/** Options for the browser's `navigator.credentials.create`, for the signed-in user; its challenge is kept. */
export async function passkeyRegistrationOptions(ctx: Context, admin: AdminSession): Promise<WebAuthnOptions> {
  const rp = relyingParty(ctx);
  const existing = await repo.passkeyCredentialsOf(ctx.db, admin.userId);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.login,
    userDisplayName: admin.name || admin.login,
    userID: new TextEncoder().encode(`user-${admin.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credential_id,
      transports: JSON.parse(key.transports) as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, 'passkey-registration', options.challenge, admin.userId);
  return options as unknown as WebAuthnOptions;
}

/** Verifies the browser's answer to the registration options and keeps the passkey. */
export async function registerPasskey(
  ctx: Context,
  admin: AdminSession,
  input: { response: Record<string, unknown>; name?: string },
) {
  const response = input.response as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(response);
  const now = ctx.now();
  const taken = await repo.takeChallenge(ctx.db, 'passkey-registration', hashSecret(challenge), iso(now));
  if (!taken || taken.user_id !== admin.userId) throw new TRPCError({ code: 'BAD_REQUEST', message: CEREMONY_EXPIRED });
  const rp = relyingParty(ctx);
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo)
    throw new TRPCError({ code: 'BAD_REQUEST', message: PASSKEY_NOT_VERIFIED });
  const { credential, credentialBackedUp } = verification.registrationInfo;
  if (await repo.findPasskeyByCredential(ctx.db, credential.id))
    throw new TRPCError({ code: 'CONFLICT', message: 'This passkey is registered already' });
  const device = await deviceOf(ctx.userAgent ?? null);
  return ctx.db.transaction().execute(async (trx) => {
    const passkey = await repo.insertPasskey(trx, {
      user_id: admin.userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      backed_up: credentialBackedUp ? 1 : 0,
      name: input.name || device || 'Passkey',
      created_at: iso(now),
    });
    await repo.liftSetupOnly(trx, admin.userId);
    return passkey;
  });
}

export async function renamePasskey(ctx: Context, admin: AdminSession, input: { id: number; name: string }) {
  const passkey = await repo.renamePasskey(ctx.db, admin.userId, input.id, input.name);
  if (!passkey) throw new TRPCError({ code: 'NOT_FOUND', message: 'Passkey not found' });
  return passkey;
}

/** Removes one of the own passkeys; not the last second factor of a role that requires one. */
export async function deletePasskey(ctx: Context, admin: AdminSession, id: number) {
  const factors = await repo.secondFactorsOf(ctx.db, admin.userId);
  await keepOneSecondFactor(
    ctx,
    admin,
    factors.passkeys - 1 + (factors.totp ? 1 : 0),
    'Your role must sign in with a second factor: add another passkey or an authenticator app first',
  );
  if (!(await repo.deletePasskey(ctx.db, admin.userId, id)))
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Passkey not found' });
  return { ok: true as const };
}

/** Options for the browser's `navigator.credentials.get`, for anyone: the authenticator offers its own passkeys. */
export async function passkeySignInOptions(ctx: Context): Promise<WebAuthnOptions> {
  await enforceRateLimit(ctx.db, {
    bucket: 'passkey-options',
    address: ctx.ip,
    perMinute: SIGN_IN_OPTIONS_PER_MINUTE,
    now: ctx.now(),
    message: 'Too many requests. Please wait a minute and try again.',
  });
  const rp = relyingParty(ctx);
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
  await keepChallenge(ctx, 'passkey-sign-in', options.challenge, null);
  return options as unknown as WebAuthnOptions;
}

/**
 * Signs in with a passkey alone: the challenge is used up first (an answer works once), then the signature is
 * checked against the stored public key, for this site's origin and RP ID, with a signature counter above the last.
 */
export async function signInWithPasskey(ctx: Context, input: { response: Record<string, unknown> }) {
  const response = input.response as unknown as AuthenticationResponseJSON;
  const now = ctx.now();
  const challenge = challengeOf(response);
  const refuse = async (login: string | undefined) => {
    if (login) await logActivity(ctx.db, signInActivity(ctx, now, false, login));
    return new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_NOT_VERIFIED });
  };
  if (!(await repo.takeChallenge(ctx.db, 'passkey-sign-in', hashSecret(challenge), iso(now))))
    throw new TRPCError({ code: 'BAD_REQUEST', message: CEREMONY_EXPIRED });
  const passkey = await repo.findPasskeyByCredential(ctx.db, response.id);
  const user = passkey ? await findUserById(ctx.db, passkey.user_id) : undefined;
  if (!passkey || !user || user.disabled_at) throw await refuse(user?.login);
  const rp = relyingParty(ctx);
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: passkey.counter,
      transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw await refuse(user.login);
  if (!(await repo.takePasskeyCounter(ctx.db, passkey.id, verification.authenticationInfo.newCounter, iso(now))))
    throw await refuse(user.login);
  return ctx.db.transaction().execute(async (trx) => {
    await logActivity(trx, { ...signInActivity(ctx, now, true, user.login), user_id: user.id });
    return issueSession(ctx, trx, user, now);
  });
}
