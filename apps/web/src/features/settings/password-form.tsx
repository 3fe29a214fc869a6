import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '@tp/schemas/limits';
import { useState } from 'react';
import { authStore } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { SettingsSection } from './settings-section.tsx';

/** Old, new and confirmed password. A successful change signs every session out, this one too. */
export function PasswordForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [checked, setChecked] = useState(false);
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        notify.success(t`Password changed. Please sign in with the new password.`);
        authStore.signOut();
        void navigate({ to: '/controller' });
      },
      onError: (error) => notify.error(serverMessage(error, t`The change could not be saved. Please try again.`)),
    }),
  );
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value });
  const tooShort = values.next.length > 0 && values.next.length < PASSWORD_MIN_LENGTH;

  return (
    <SettingsSection
      title={<Trans>Update password</Trans>}
      description={<Trans>After the change every signed-in browser and API token is signed out.</Trans>}
      busy={change.isPending}
      onSubmit={() => {
        setChecked(true);
        if (!values.old || !values.next || !values.confirm || tooShort) return;
        if (values.next !== values.confirm) {
          notify.error(t`Password not confirmed`);
          return;
        }
        change.mutate({ old_password: values.old, password: values.next });
      }}
    >
      <TextField label={<Trans>Current password</Trans>} type="password" required autoComplete="current-password" value={values.old} onChange={set('old')} error={checked && !values.old} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={<Trans>New password</Trans>}
          type="password"
          required
          autoComplete="new-password"
          value={values.next}
          onChange={set('next')}
          error={tooShort ? t`At least ${PASSWORD_MIN_LENGTH} characters` : checked && !values.next}
        />
        <TextField label={<Trans>Confirm new password</Trans>} type="password" required autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={checked && !values.confirm} />
      </div>
    </SettingsSection>
  );
}
