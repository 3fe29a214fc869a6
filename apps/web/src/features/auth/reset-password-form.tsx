import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { notify } from '../../ui/toast.tsx';
import { linkTokenFromAddress } from './link-token.ts';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields.tsx';

/** A new password through the link of a "forgot password" mail; every session of the account ends. */
export function ResetPasswordForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [token] = useState(linkTokenFromAddress);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const confirm = useMutation(trpc.user.confirmPasswordReset.mutationOptions());

  const submit = () => {
    if (newPasswordProblem(password, repeated)) return setShowProblems(true);
    confirm.mutate(
      { token, password },
      {
        onError: (error) =>
          notify.error(
            httpStatusOf(error) === 400
              ? t`This link is not valid: it was used or has expired. Ask for a new one on the sign-in page.`
              : t`The server could not be reached. Please try again.`,
          ),
      },
    );
  };

  return (
    <AuthCard icon={<KeyRound aria-hidden="true" />} title={<Trans>Choose a new password</Trans>}>
      {confirm.isSuccess ? (
        <div role="status" className="space-y-5 text-center">
          <p>
            <Trans>Your password has been changed. Every device signed in with the old one has been signed out.</Trans>
          </p>
          <Link to="/controller" className={buttonClass('primary', 'lg', 'w-full')}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      ) : (
        <SubmitForm className="space-y-5" onSubmit={submit}>
          <NewPasswordFields
            password={password}
            repeated={repeated}
            onPassword={setPassword}
            onRepeated={setRepeated}
            showProblems={showProblems}
          />
          <Button type="submit" size="lg" className="w-full" busy={confirm.isPending}>
            <Trans>Save the new password</Trans>
          </Button>
        </SubmitForm>
      )}
    </AuthCard>
  );
}
