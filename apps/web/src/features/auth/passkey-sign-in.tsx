import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';

/** Whether the browser can use passkeys does not change while the page is open. */
const noChanges = () => () => {};

/**
 * "Sign in with a passkey": no login, no password, no captcha. The browser offers the passkeys it holds for this
 * site; the server checks the signature. Shown only where the browser can use passkeys.
 */
export function PasskeySignIn() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const finish = useFinishSignIn();
  // Known only in the browser: the server renders the page without the button.
  const supported = useSyncExternalStore(
    noChanges,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const options = useMutation(trpc.auth.passkeySignInOptions.mutationOptions());
  const signIn = useMutation(trpc.auth.signInWithPasskey.mutationOptions());
  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    try {
      // The WebAuthn helper is loaded on click, so the sign-in page stays small for everyone else.
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        options.mutateAsync(),
      ]);
      const response = await startAuthentication({ optionsJSON: optionsJSON });
      finish(await signIn.mutateAsync({ response: response as never }));
    } catch (error) {
      const status = httpStatusOf(error);
      if ((error as { name?: string }).name === 'NotAllowedError') notify.info(t`The passkey sign-in was cancelled.`);
      else if (status === 401 || status === 400)
        notify.error(t`This passkey could not be verified. Please try again or sign in with your password.`);
      else if (status === 429) notify.error(t`Too many requests. Please wait a minute and try again.`);
      else notify.error(t`The server could not be reached. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-6">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        icon={<KeyRound aria-hidden="true" />}
        busy={busy}
        onClick={() => void start()}
      >
        <Trans>Sign in with a passkey</Trans>
      </Button>
      <p className="mt-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        <Trans>or with your password</Trans>
      </p>
    </div>
  );
}
