import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { COMPANY_NAME } from '@tp/schemas/company';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { authStore } from '../../lib/auth.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CaptchaCheckbox, useCaptcha } from '../captcha/captcha-checkbox.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** The server's refusal of a password for a role that signs in with a passkey (auth.service's PASSKEY_REQUIRED). */
const PASSKEY_REQUIRED = 'Your role signs in with a second factor: use your passkey';

/**
 * The team's sign-in: a passkey alone, or login, password and the captcha; an account with an authenticator app
 * continues with its code.
 */
export function SignInForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const finish = useFinishSignIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const captcha = useCaptcha();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const signIn = useMutation(trpc.auth.login.mutationOptions());
  const sessionEnded = authStore.endedReason() === 'expired';

  const submit = () => {
    if (!login.trim() || !password) {
      setShowMissing(true);
      return;
    }
    // Without a solved captcha the box turns red and nothing is sent.
    if (!captcha.ticket) {
      captcha.setHighlight(true);
      return;
    }
    signIn.mutate(
      { login: login.trim(), password, captcha_ticket: captcha.ticket },
      {
        onSuccess: (answer) => {
          captcha.reset(); // used up: a return from the second step needs a new one
          if ('second_factor' in answer) setChallenge(answer.challenge);
          else finish(answer);
        },
        onError: (error) => {
          captcha.reset(); // the ticket is used up either way
          const status = httpStatusOf(error);
          if (status === 401) notify.error(t`Wrong login or password`);
          else if (status === 403 && error.message === PASSKEY_REQUIRED)
            notify.error(t`Your role signs in with a second factor: please use your passkey.`);
          else if (status === 403) notify.error(t`It was not confirmed that you were not a Robot`);
          else if (status === 429) notify.error(t`Too many sign-in attempts. Please wait a minute and try again.`);
          else notify.error(t`The server could not be reached. Please try again.`);
        },
      },
    );
  };

  if (challenge) return <SecondFactorForm challenge={challenge} onBack={() => setChallenge(null)} />;

  return (
    <AuthCard
      icon={<Lock aria-hidden="true" />}
      title={COMPANY_NAME}
      subtitle={<Trans>Sign in to the dashboard</Trans>}
    >
      {sessionEnded && (
        <p role="status" className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Trans>Your session has ended. Please sign in again.</Trans>
        </p>
      )}
      <PasskeySignIn />
      <SubmitForm className="space-y-5" onSubmit={submit}>
        <TextField
          label={<Trans>Login</Trans>}
          name="login"
          autoComplete="username"
          required
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          error={showMissing && !login.trim() ? t`Please enter your login` : undefined}
        />
        <TextField
          label={<Trans>Password</Trans>}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={showMissing && !password ? t`Please enter your password` : undefined}
        />
        <CaptchaCheckbox captcha={captcha} />
        <Button type="submit" size="lg" className="w-full" busy={signIn.isPending}>
          <Trans>Sign in</Trans>
        </Button>
      </SubmitForm>
      <div className="mt-6">
        <ForgotPassword />
      </div>
    </AuthCard>
  );
}
