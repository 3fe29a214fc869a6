import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { AuthCard } from './auth-card.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';

/**
 * The second step of a sign-in for an account with an authenticator app: the six digits it shows, or one of the
 * recovery codes. An expired step (five minutes) goes back to the password.
 */
export function SecondFactorForm({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const finish = useFinishSignIn();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useMutation(trpc.auth.secondFactor.mutationOptions());

  const submit = () => {
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    verify.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: finish,
        onError: (error) => {
          const status = httpStatusOf(error);
          if (status === 401) notify.error(t`The code is not valid. Please try again.`);
          else if (status === 429) notify.error(t`Too many sign-in attempts. Please wait a minute and try again.`);
          else if (status === 400) {
            notify.error(t`The sign-in has expired. Please enter your password again.`);
            onBack();
          } else notify.error(t`The server could not be reached. Please try again.`);
        },
      },
    );
  };

  return (
    <AuthCard
      icon={<ShieldCheck aria-hidden="true" />}
      title={<Trans>Two-step sign-in</Trans>}
      subtitle={<Trans>Enter the code your authenticator app shows now.</Trans>}
    >
      <SubmitForm className="space-y-5" onSubmit={submit}>
        <TextField
          label={<Trans>Code</Trans>}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint={<Trans>Lost your phone? Enter one of your recovery codes instead.</Trans>}
          error={missing && !code.trim() ? t`Please enter the code` : undefined}
        />
        <Button type="submit" size="lg" className="w-full" busy={verify.isPending}>
          <Trans>Verify</Trans>
        </Button>
      </SubmitForm>
      <button
        type="button"
        onClick={onBack}
        className="mx-auto mt-6 block text-sm font-medium text-steel-600 underline-offset-2 hover:underline"
      >
        <Trans>Back to the password</Trans>
      </button>
    </AuthCard>
  );
}
