import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { titledForm, type IllustratedFields } from '@tp/schemas';
import { useTRPC } from '../../lib/trpc.ts';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { useSaving } from '../dashboard/use-saving.ts';
import { TITLED_FIELDS, TITLED_KINDS, titledListKeys, type TitledKind } from './titled-kinds.ts';
import { TitledTextsFields } from './titled-texts-fields.tsx';
import { TranslationStates } from '../translations/translation-marks.tsx';
import { DraftBanner } from '../drafts/draft-banner.tsx';
import { DraftEditActions } from '../drafts/draft-edit-actions.tsx';
import { useDraftOf, useDraftSaving } from '../drafts/use-draft.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

interface TitledRecordFormProps {
  kind: TitledKind;
  record: IllustratedFields & { id: number };
  /** Runs after the user confirmed the deletion. */
  onDelete: () => void;
  deleting: boolean;
}

/**
 * The titles and descriptions of a stored service or spare group with Update, Save as draft, and Delete after
 * confirmation. With a draft, the form shows and saves the draft (DraftBanner publishes or discards it).
 */
export function TitledRecordForm({ kind, record, onDelete, deleting }: TitledRecordFormProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const api = TITLED_KINDS[kind].api(trpc);
  const id = record.id;
  const reload = [api.show.queryKey({ id }), ...titledListKeys(trpc, kind)];
  const draft = useDraftOf(kind, id);
  // Saved changes arrive as a new record (or draft) and replace the values; other reloads (a new image) keep what is
  // being typed. A draft's values are the record's fields with the draft's changes: the same fields.
  const shown = draft ? ({ ...record, ...draft.values } as typeof record) : record;
  const form = useSchemaForm(titledForm, { values: pick(shown, TITLED_FIELDS) });
  const target = fieldErrorTarget(form.setError, TITLED_FIELDS);
  const update = useMutation(api.update.mutationOptions(saving(t`Successfully updated`, reload, undefined, target)));
  const { actions, saveDraft } = useDraftSaving({
    entity: kind,
    id,
    draft,
    form,
    fields: TITLED_FIELDS,
    reload,
    target,
  });
  const submit = form.handleSubmit((values) => update.mutate({ id, ...values }));

  return (
    <Card className="space-y-6 p-6">
      <DraftBanner entity={kind} id={id} draft={draft} actions={actions} />
      <TranslationStates entity={kind} id={id}>
        <TitledTextsFields form={form} />
      </TranslationStates>
      <DraftEditActions
        draft={draft}
        onDelete={() => confirm.ask(onDelete)}
        deleting={deleting}
        onUpdate={() => void submit()}
        updating={update.isPending}
        onSaveDraft={() => void saveDraft()}
        savingDraft={actions.save.isPending}
      />
      {confirm.dialog}
    </Card>
  );
}
