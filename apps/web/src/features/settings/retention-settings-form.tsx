import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MAX, retentionSettings } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { SettingsSection } from './settings-section.tsx';

/** How many months requests and job applications are kept before the server deletes them (0: for ever). */
export function RetentionSettingsForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const retention = useQuery(trpc.retention.get.queryOptions());
  const form = useSchemaForm(retentionSettings, {
    defaultValues: { months: RETENTION_MONTHS_DEFAULT },
    values: retention.data,
  });
  const save = useMutation(
    trpc.retention.update.mutationOptions(
      saving(
        t`Successfully updated`,
        [trpc.retention.get.queryKey()],
        undefined,
        fieldErrorTarget(form.setError, ['months']),
      ),
    ),
  );
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsSection
      title={<Trans>Keep requests and applications</Trans>}
      description={
        <Trans>
          Older requests and job applications, with their files, are deleted once a day. The privacy policy names this
          period: change it there too.
        </Trans>
      }
      busy={save.isPending}
      loading={!retention.data}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="sm:max-w-xs">
        <TextField
          label={<Trans>Months</Trans>}
          type="number"
          min={0}
          max={RETENTION_MONTHS_MAX}
          step={1}
          inputMode="numeric"
          hint={<Trans>0 keeps them for ever.</Trans>}
          {...register('months', { valueAsNumber: true })}
          error={fieldError(errors.months)}
        />
      </div>
    </SettingsSection>
  );
}
