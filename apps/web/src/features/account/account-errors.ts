import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '../../lib/trpc.ts';

/**
 * The server refuses second-factor changes in English (packages/api/src/modules/auth); each refusal this screen can
 * meet is listed by its English text, so the user reads it in the dashboard's language and never the server's words.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'The code is not valid': msg`This code is not valid. Please check it and try again.`,
  'Enter the code': msg`Enter the code`,
  'Start setting up the authenticator app first': msg`The setup has expired. Please start it again.`,
  'An authenticator app is set up already: remove it first': msg`An authenticator app is set up already. Remove it before you set up another one.`,
  'No authenticator app is set up': msg`No authenticator app is set up.`,
  'Your role must sign in with a second factor: add a passkey before you remove the authenticator app': msg`Your role must sign in with a second factor: add a passkey before you remove the authenticator app.`,
  'Your role must sign in with a second factor: add another passkey or an authenticator app first': msg`Your role must sign in with a second factor: add another passkey or an authenticator app before you remove this one.`,
  'Your role must sign in with a second factor: set up a passkey or an authenticator app first': msg`Your role must sign in with a second factor. Add a passkey or set up an authenticator app to continue.`,
  'The passkey could not be verified': msg`The passkey could not be verified. Please try again.`,
  'The passkey request has expired: please try again': msg`The passkey request has expired. Please try again.`,
  'This passkey is registered already': msg`This passkey is registered already.`,
  'Passkey not found': msg`This passkey has been removed already.`,
};

/** Whether the server refused a typed code as wrong or missing: the code field says so, not a toast. */
export const isCodeRefusal = (error: unknown) =>
  error instanceof TRPCClientError && (error.message === 'The code is not valid' || error.message === 'Enter the code');

/** Turns a refused change of the own account into a translated sentence; `fallback` when the reason is unknown. */
export function useAccountError() {
  const { t, i18n } = useLingui();
  return (error: unknown, fallback: string): string => {
    if (!(error instanceof TRPCClientError)) return fallback;
    const known = KNOWN[error.message];
    if (known) return i18n._(known);
    const status = httpStatusOf(error);
    if (status === undefined) return t`The server could not be reached. Please try again.`;
    if (status === 429) return t`Too many attempts. Please wait a minute and try again.`;
    if (status === 409)
      return t`Your role must sign in with a second factor: keep at least one passkey or the authenticator app.`;
    return fallback;
  };
}
