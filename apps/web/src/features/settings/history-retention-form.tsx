import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { historyRetention } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { SettingsSection } from './settings-section.tsx';

/** How long content history is kept: revisions per record and days (0: no limit of that kind). Owners only. */
export function HistoryRetentionForm() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const retention = useQuery(trpc.history.retention.queryOptions());
  const form = useSchemaForm(historyRetention, {
    defaultValues: { revisions: 100, days: 365 },
    values: retention.data,
  });
  const save = useMutation(
    trpc.history.updateRetention.mutationOptions(
      saving(
        t`Successfully updated`,
        [trpc.history.retention.queryKey()],
        undefined,
        fieldErrorTarget(form.setError, ['revisions', 'days']),
      ),
    ),
  );
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SettingsSection
      title={<Trans>Keep content history</Trans>}
      description={
        <Trans>
          Earlier versions of texts and pictures, to compare and restore. Older ones are removed once a day; the latest
          version of each record always stays.
        </Trans>
      }
      busy={save.isPending}
      loading={!retention.data}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="grid gap-5 sm:max-w-xl sm:grid-cols-2">
        <TextField
          label={<Trans>Versions per record</Trans>}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={<Trans>0: no limit.</Trans>}
          {...register('revisions', { valueAsNumber: true })}
          error={fieldError(errors.revisions)}
        />
        <TextField
          label={<Trans>Days</Trans>}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={<Trans>0: no limit.</Trans>}
          {...register('days', { valueAsNumber: true })}
          error={fieldError(errors.days)}
        />
      </div>
    </SettingsSection>
  );
}
