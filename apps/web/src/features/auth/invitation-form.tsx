import { SubmitForm } from '../../ui/submit-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { authStore } from '../../lib/auth.ts';
import { httpStatusOf, useTRPC } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { linkTokenFromAddress } from './link-token.ts';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields.tsx';

/** An invited colleague chooses a password (and may give their name); then they are signed in. */
export function InvitationForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [token] = useState(linkTokenFromAddress);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const accept = useMutation(trpc.user.acceptInvitation.mutationOptions());

  const submit = () => {
    if (newPasswordProblem(password, repeated)) return setShowProblems(true);
    accept.mutate(
      { token, password, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: ({ access_token }) => {
          authStore.signIn(access_token);
          void navigate({ to: '/dashboard' });
        },
        onError: (error) =>
          notify.error(
            httpStatusOf(error) === 400 || httpStatusOf(error) === 409
              ? t`This invitation link is not valid: it was used, has expired or was withdrawn. Ask for a new one.`
              : t`The server could not be reached. Please try again.`,
          ),
      },
    );
  };

  return (
    <AuthCard
      icon={<UserPlus aria-hidden="true" />}
      title={<Trans>Welcome to the team</Trans>}
      subtitle={<Trans>Choose your password for the back office of {COMPANY_NAME}.</Trans>}
    >
      <SubmitForm className="space-y-5" onSubmit={submit}>
        <TextField
          label={<Trans>Your name</Trans>}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPassword={setPassword}
          onRepeated={setRepeated}
          showProblems={showProblems}
        />
        <Button type="submit" size="lg" className="w-full" busy={accept.isPending}>
          <Trans>Accept the invitation</Trans>
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
