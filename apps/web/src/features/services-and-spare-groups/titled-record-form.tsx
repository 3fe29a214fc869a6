import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { titledForm, type TitledFields } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { EditActions } from '../../ui/edit-actions.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { TITLED_FIELDS, TITLED_KINDS, titledListKeys, type TitledKind } from './titled-kinds.ts';
import { TitledTextsFields } from './titled-texts-fields.tsx';
import { TranslationStates } from '../translations/translation-marks.tsx';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

interface TitledRecordFormProps {
  kind: TitledKind;
  record: TitledFields & { id: number };
  /** Runs after the user confirmed the deletion. */
  onDelete: () => void;
  deleting: boolean;
}

/** The titles and descriptions of a stored service or spare group with Update, and Delete after confirmation. */
export function TitledRecordForm({ kind, record, onDelete, deleting }: TitledRecordFormProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const api = TITLED_KINDS[kind].api(trpc);
  const id = record.id;
  // Saved changes arrive as a new record and replace the values; other reloads (a new image) keep what is being typed.
  const form = useSchemaForm(titledForm, { values: pick(record, TITLED_FIELDS) });
  const update = useMutation(
    api.update.mutationOptions(
      saving(
        t`Successfully updated`,
        [api.byId.queryKey({ id }), ...titledListKeys(trpc, kind)],
        undefined,
        fieldErrorTarget(form.setError, TITLED_FIELDS),
      ),
    ),
  );
  const submit = form.handleSubmit((values) => update.mutate({ id, ...values }));

  return (
    <Card className="space-y-6 p-6">
      <TranslationStates entity={kind} id={id}>
        <TitledTextsFields form={form} />
      </TranslationStates>
      <EditActions
        onDelete={() => confirm.ask(onDelete)}
        deleting={deleting}
        onUpdate={() => void submit()}
        updating={update.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
