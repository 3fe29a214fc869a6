import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeLoginInput } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget, showServerError } from '../dashboard/server-field-errors.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

/** The administrator's login name. */
export function LoginForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions());
  // The current login fills the form once loaded, and again when a change returns it.
  const form = useSchemaForm(changeLoginInput, {
    defaultValues: { login: '' },
    values: me.data && { login: me.data.login },
  });
  const change = useMutation(
    trpc.auth.changeLogin.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), data);
        notify.success(t`Login successfully updated`);
      },
      onError: (error) =>
        showServerError(
          error,
          t`The change could not be saved. Please try again.`,
          fieldErrorTarget(form.setError, ['login']),
        ),
    }),
  );
  return (
    <SettingsSection
      title={<Trans>Update login</Trans>}
      busy={change.isPending}
      loading={!me.data}
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      <TextField
        label={<Trans>Login</Trans>}
        required
        autoComplete="username"
        {...form.register('login')}
        error={fieldError(form.formState.errors.login)}
      />
    </SettingsSection>
  );
}
