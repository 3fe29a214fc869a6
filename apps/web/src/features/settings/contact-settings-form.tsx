import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldNamesOf, settingsFields } from '@tp/schemas';
import type { z } from 'zod';
import { useTRPC } from '../../lib/trpc.ts';
import { notify } from '../../ui/toast.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget, showServerError } from '../dashboard/server-field-errors.ts';
import { CONTENT_LANGUAGES } from '../page-editor/language-fields.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TranslatedLabel, TranslationStates } from '../translations/translation-marks.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

const SETTINGS_FIELDS = fieldNamesOf(settingsFields);
const EMPTY: z.input<typeof settingsFields> = Object.fromEntries(
  SETTINGS_FIELDS.map((field) => [field, '']),
) as z.input<typeof settingsFields>;

/**
 * Phone, e-mail, and the address and footer line in each language, shown in the public header and footer. German is
 * the source: a page in a language left empty shows the German text.
 */
export function ContactSettingsForm() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  // The stored settings fill the form once loaded, and again when a save returns them.
  const form = useSchemaForm(settingsFields, {
    defaultValues: EMPTY,
    values: settings.data && pick(settings.data, SETTINGS_FIELDS),
  });
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), data);
        void queryClient.invalidateQueries({ queryKey: trpc.translation.pathKey() });
        notify.success(t`Successfully updated`);
      },
      onError: (error) =>
        showServerError(
          error,
          t`The change could not be saved. Please try again.`,
          fieldErrorTarget(form.setError, SETTINGS_FIELDS),
        ),
    }),
  );
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsSection
      title={<Trans>Update settings</Trans>}
      description={<Trans>Shown in the header, the footer and on the contacts page.</Trans>}
      busy={save.isPending}
      loading={!settings.data}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      footer={<HistoryButton entity="settings" id={1} reload={[trpc.settings.get.queryKey(), trpc.navbar.pathKey()]} />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={<Trans>Phone</Trans>} type="tel" {...register('phone')} error={fieldError(errors.phone)} />
        <TextField label={<Trans>E-mail</Trans>} type="email" {...register('email')} error={fieldError(errors.email)} />
      </div>
      {/* Addresses are long single lines: one per row, so each is read whole. */}
      <TranslationStates entity="settings" id={1}>
        <div className="grid gap-5">
          {CONTENT_LANGUAGES.map(({ language, label }) => (
            <TextField
              key={language}
              label={<TranslatedLabel name={`address_${language}`}>{t`Address (${i18n._(label)})`}</TranslatedLabel>}
              {...register(`address_${language}`)}
              error={fieldError(errors[`address_${language}`])}
            />
          ))}
        </div>
        <div className="grid gap-5 lg:grid-cols-3">
          {CONTENT_LANGUAGES.map(({ language, label }) => (
            <TextArea
              key={language}
              label={
                <TranslatedLabel name={`footer_text_${language}`}>{t`Footer text (${i18n._(label)})`}</TranslatedLabel>
              }
              rows={5}
              {...register(`footer_text_${language}`)}
              error={fieldError(errors[`footer_text_${language}`])}
            />
          ))}
        </div>
      </TranslationStates>
    </SettingsSection>
  );
}
