import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userLanguage, userName, type UserLanguage } from '@tp/schemas';
import { z } from 'zod';
import { useTRPC } from '../../lib/trpc.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget, showServerError } from '../dashboard/server-field-errors.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { SettingsSection } from '../settings/settings-section.tsx';

/** Both fields of the profile, always sent together: Save stores what the form shows. */
const profileForm = z.object({ name: userName, language: userLanguage });

/** Each language in its own name, as a language menu shows them. */
const LANGUAGES: { value: UserLanguage; label: string }[] = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Русский' },
];

/** The own display name and the language of one's mails; the login is shown, and changed under Settings. */
export function ProfileCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions()).data;
  const form = useSchemaForm(profileForm, {
    defaultValues: { name: '', language: 'de' },
    // Filled once loaded, and again when a save answers the stored values.
    values: me && { name: me.name, language: me.language },
  });
  const update = useMutation(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(
          trpc.auth.me.queryKey(),
          (old) => old && { ...old, name: saved.name, language: saved.language },
        );
        notify.success(t`Profile saved`);
      },
      onError: (error) =>
        showServerError(
          error,
          t`The change could not be saved. Please try again.`,
          fieldErrorTarget(form.setError, ['name', 'language']),
        ),
    }),
  );

  return (
    <SettingsSection
      title={<Trans>Profile</Trans>}
      description={
        <Trans>Your name as colleagues see it in the dashboard, and the language of the mails you get.</Trans>
      }
      busy={update.isPending}
      loading={!me}
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
    >
      <TextField
        label={<Trans>Login</Trans>}
        value={me?.login ?? ''}
        readOnly
        hint={
          <Trans>
            You change it under{' '}
            <Link to="/dashboard/settings" className="font-medium text-steel-700 underline hover:text-navy-900">
              Settings
            </Link>
            .
          </Trans>
        }
      />
      <TextField
        label={<Trans>Display name</Trans>}
        autoComplete="name"
        maxLength={100}
        {...form.register('name')}
        hint={<Trans>Shown instead of your login. Leave it empty to show the login.</Trans>}
        error={fieldError(form.formState.errors.name)}
      />
      <SelectField
        label={<Trans>Language of your mails</Trans>}
        {...form.register('language')}
        error={fieldError(form.formState.errors.language)}
      >
        {LANGUAGES.map((each) => (
          <option key={each.value} value={each.value} lang={each.value}>
            {each.label}
          </option>
        ))}
      </SelectField>
    </SettingsSection>
  );
}
