import { z } from 'zod';
import { role } from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromParams, fromParamsAndBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

// The REST routes of second factors (second-factor.router.ts), listed after the auth module's own.

const signedIn = z
  .object({ access_token: z.string(), setup_required: z.literal(true).optional() })
  .meta({ id: 'SignedIn' });
const secondFactorStatus = z
  .object({
    totp: z.boolean().meta({ description: 'An authenticator app is set up' }),
    recovery_codes_left: z.number().int(),
    passkeys: z.number().int(),
    required: z.boolean().meta({ description: 'The role must sign in with a second factor' }),
    setup_required: z.boolean().meta({ description: 'This session may only set up a second factor' }),
  })
  .meta({ id: 'SecondFactorStatus' });
const recoveryCodes = z
  .object({
    recovery_codes: z
      .array(z.string())
      .meta({ description: 'Ten one-time codes for a sign-in without the app: in this answer only, never again' }),
  })
  .meta({ id: 'RecoveryCodes' });
const passkey = z
  .object({
    id: recordKey,
    name: z.string(),
    backed_up: z.number().int().meta({ description: '1: a synced passkey (several devices)' }),
    created_at: timestamp,
    last_used_at: timestamp.nullable(),
  })
  .meta({ id: 'Passkey' });
const webAuthnOptions = z.looseObject({ challenge: z.string() }).meta({
  description: 'Options for the browser’s WebAuthn call (navigator.credentials), as @simplewebauthn/browser takes them',
});
const policy = z
  .object({ roles: z.array(role).meta({ description: 'The roles that must sign in with a second factor' }) })
  .meta({ id: 'SecondFactorPolicy' });

export const secondFactorRestRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/auth/login/second-factor',
    procedure: 'auth.secondFactor',
    access: 'public',
    summary: 'The second step of a sign-in: the challenge and a code of the authenticator app or a recovery code',
    input: fromBody,
    output: signedIn,
    errorStatuses: [401, 429],
  }),
  restRoute({
    method: 'GET',
    path: '/auth/two-factor',
    procedure: 'auth.twoFactor',
    access: 'admin',
    summary: 'What the own account has as second factors, and whether its role requires one',
    output: secondFactorStatus,
  }),
  restRoute({
    method: 'POST',
    path: '/auth/totp',
    procedure: 'auth.startTotp',
    access: 'admin',
    summary:
      'Start setting up an authenticator app: its secret (in this answer only) and the otpauth address for a QR code',
    output: z.object({ secret: z.string(), otpauth_url: z.string() }).meta({ id: 'TotpSetup' }),
    errorStatuses: [409],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/totp/confirm',
    procedure: 'auth.confirmTotp',
    access: 'admin',
    summary: 'Confirm the authenticator app with a code from it; returns ten recovery codes',
    input: fromBody,
    output: recoveryCodes,
  }),
  restRoute({
    method: 'DELETE',
    path: '/auth/totp',
    procedure: 'auth.removeTotp',
    access: 'admin',
    summary: 'Remove the authenticator app and its recovery codes, confirmed with a code',
    input: fromBody,
    output: okAnswer,
    errorStatuses: [409, 429],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/recovery-codes',
    procedure: 'auth.renewRecoveryCodes',
    access: 'admin',
    summary: 'Ten new recovery codes in place of the old ones, confirmed with a code of the authenticator app',
    input: fromBody,
    output: recoveryCodes,
    errorStatuses: [429],
  }),
  restRoute({
    method: 'GET',
    path: '/auth/passkeys',
    procedure: 'auth.passkeys',
    access: 'admin',
    summary: 'The own passkeys',
    output: z.array(passkey),
  }),
  restRoute({
    method: 'POST',
    path: '/auth/passkeys/registration-options',
    procedure: 'auth.passkeyRegistrationOptions',
    access: 'admin',
    summary: 'Options to register a passkey in the browser (valid 5 minutes)',
    output: webAuthnOptions,
  }),
  restRoute({
    method: 'POST',
    path: '/auth/passkeys/registration',
    procedure: 'auth.registerPasskey',
    access: 'admin',
    summary: 'Keep a passkey: the browser’s answer to the registration options, and a name',
    successStatus: 201,
    input: fromBody,
    output: passkey,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'PATCH',
    path: '/auth/passkeys/:id',
    procedure: 'auth.renamePasskey',
    access: 'admin',
    summary: 'Rename one of the own passkeys',
    input: fromParamsAndBody,
    output: passkey,
  }),
  restRoute({
    method: 'DELETE',
    path: '/auth/passkeys/:id',
    procedure: 'auth.deletePasskey',
    access: 'admin',
    summary: 'Remove one of the own passkeys',
    input: fromParams,
    output: okAnswer,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/passkeys/authentication-options',
    procedure: 'auth.passkeySignInOptions',
    access: 'public',
    summary: 'Options to sign in with a passkey in the browser (valid 5 minutes)',
    output: webAuthnOptions,
    errorStatuses: [429],
  }),
  restRoute({
    method: 'POST',
    path: '/auth/passkeys/authentication',
    procedure: 'auth.signInWithPasskey',
    access: 'public',
    summary: 'Sign in with a passkey alone: the browser’s answer to the sign-in options',
    input: fromBody,
    output: signedIn,
    errorStatuses: [401],
  }),
  restRoute({
    method: 'GET',
    path: '/auth/second-factor-policy',
    procedure: 'auth.secondFactorPolicy',
    access: 'admin',
    summary: 'Which roles must sign in with a second factor (owners)',
    output: policy,
  }),
  restRoute({
    method: 'PATCH',
    path: '/auth/second-factor-policy',
    procedure: 'auth.setSecondFactorPolicy',
    access: 'admin',
    summary: 'Set which roles must sign in with a second factor; their users set one up at their next sign-in (owners)',
    input: fromBody,
    output: policy,
  }),
];
