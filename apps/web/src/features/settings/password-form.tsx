import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { changePasswordInput } from '@tp/schemas';
import { z } from 'zod';
import { authStore } from '../../lib/auth.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget, showServerError } from '../dashboard/server-field-errors.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** The server's input and the repeated new password, which only the browser checks. */
const passwordForm = changePasswordInput.extend({ confirm: z.string().min(1, 'Password is required') });

/** Old, new and confirmed password. A successful change signs every session out, this one too. */
export function PasswordForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const navigate = useNavigate();
  // The new password is checked while it is typed, so its length requirement shows at once.
  const form = useSchemaForm(passwordForm, {
    defaultValues: { old_password: '', password: '', confirm: '' },
    mode: 'onChange',
  });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        notify.success(t`Password changed. Please sign in with the new password.`);
        authStore.signOut();
        void navigate({ to: '/controller' });
      },
      onError: (error) =>
        showServerError(
          error,
          t`The change could not be saved. Please try again.`,
          fieldErrorTarget(form.setError, ['old_password', 'password']),
        ),
    }),
  );
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsSection
      title={<Trans>Update password</Trans>}
      description={<Trans>After the change every signed-in browser and API token is signed out.</Trans>}
      busy={change.isPending}
      onSubmit={form.handleSubmit(({ confirm, ...input }) => {
        if (input.password !== confirm) notify.error(t`Password not confirmed`);
        else change.mutate(input);
      })}
    >
      <TextField
        label={<Trans>Current password</Trans>}
        type="password"
        required
        autoComplete="current-password"
        {...register('old_password')}
        error={fieldError(errors.old_password)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={<Trans>New password</Trans>}
          type="password"
          required
          autoComplete="new-password"
          {...register('password')}
          error={fieldError(errors.password)}
        />
        <TextField
          label={<Trans>Confirm new password</Trans>}
          type="password"
          required
          autoComplete="new-password"
          {...register('confirm')}
          error={fieldError(errors.confirm)}
        />
      </div>
    </SettingsSection>
  );
}
