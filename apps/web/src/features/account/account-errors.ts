import { useLingui } from '@lingui/react/macro';
import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '../../lib/trpc.ts';
import { translatedRefusal } from '../dashboard/field-messages.ts';

/** Whether the server refused a typed code as wrong or missing: the code field says so, not a toast. */
export const isCodeRefusal = (error: unknown) =>
  error instanceof TRPCClientError && (error.message === 'The code is not valid' || error.message === 'Enter the code');

/** Turns a refused change of the own account into a translated sentence; `fallback` when the reason is unknown. */
export function useAccountError() {
  const { t } = useLingui();
  return (error: unknown, fallback: string): string => {
    if (!(error instanceof TRPCClientError)) return fallback;
    // Each refusal this screen can meet is listed with the others the dashboard translates (field-messages.ts).
    const known = translatedRefusal(error.message);
    if (known) return known;
    const status = httpStatusOf(error);
    if (status === undefined) return t`The server could not be reached. Please try again.`;
    if (status === 429) return t`Too many attempts. Please wait a minute and try again.`;
    if (status === 409)
      return t`Your role must sign in with a second factor: keep at least one passkey or the authenticator app.`;
    return fallback;
  };
}
