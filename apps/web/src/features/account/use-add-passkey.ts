import { useLingui } from '@lingui/react/macro';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { useAccountError } from './account-errors.ts';
import { useReloadSecondFactors } from './reload-second-factors.ts';

/** The name of the DOMException the browser's passkey dialog ended with, if that is how it failed. */
const browserRefusal = (error: unknown) => (error instanceof Error ? error.name : undefined);

/**
 * Adds a passkey: the server's options, the browser's own dialog (fingerprint, face, device PIN or a security key),
 * then the server checks and keeps the answer. Answers whether one was added.
 */
export function useAddPasskey() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const accountError = useAccountError();
  const reload = useReloadSecondFactors();
  const [busy, setBusy] = useState(false);
  const options = useMutation(trpc.auth.passkeyRegistrationOptions.mutationOptions());
  const register = useMutation(trpc.auth.registerPasskey.mutationOptions());

  const add = async (name: string): Promise<boolean> => {
    setBusy(true);
    try {
      // The WebAuthn helper is loaded on click, so no other screen's code carries it.
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        options.mutateAsync(),
      ]);
      // The server's options are @simplewebauthn/server's, typed loosely by the API (WebAuthnOptions).
      const response = await startRegistration({
        optionsJSON: optionsJSON as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      await register.mutateAsync({ response: { ...response }, ...(name && { name }) });
      notify.success(t`Passkey added`);
      await reload();
      return true;
    } catch (error) {
      const refusal = browserRefusal(error);
      // Closing the browser's dialog is a choice, not a failure.
      if (refusal === 'NotAllowedError' || refusal === 'AbortError') notify.info(t`Adding the passkey was cancelled.`);
      else if (refusal === 'InvalidStateError')
        notify.info(t`This device holds a passkey for your account already. You can use that one.`);
      else notify.error(accountError(error, t`The passkey could not be added. Please try again.`));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
