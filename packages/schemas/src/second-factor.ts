import { z } from 'zod';
import { idInput, lineText } from './common.ts';
import { linkToken } from './users.ts';
import { role } from './roles.ts';

/**
 * A code of the second step: six digits from the authenticator app, or a recovery code (`abcd-efgh-jkmn`, dashes and
 * spaces optional, any case).
 */
export const secondFactorCode = z
  .string({ message: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'The code is not valid');

/** The second step of a sign-in: the challenge the password step answered, and a code. */
export const secondFactorInput = z.object({ challenge: linkToken, code: secondFactorCode });

/** A code from the authenticator app alone (confirming it, removing it). */
export const totpCodeInput = z.object({ code: secondFactorCode });

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON); the server library checks every field,
 * so here only its outline: an object with an id and a response.
 */
const webAuthnResponse = z
  .object({ id: z.string().max(1400), rawId: z.string().max(1400), type: z.literal('public-key') })
  .catchall(z.unknown());

export const passkeyName = lineText('Name', 60);

export const passkeyRegistrationInput = z.object({ response: webAuthnResponse, name: passkeyName.optional() });
export const passkeySignInInput = z.object({ response: webAuthnResponse });
export const passkeyRenameInput = idInput.extend({ name: passkeyName });

/** The roles whose users must sign in with a second factor (a passkey, or a password and an authenticator code). */
export const secondFactorPolicyInput = z.object({ roles: z.array(role).max(3) });
export type SecondFactorPolicyInput = z.infer<typeof secondFactorPolicyInput>;
