import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { fieldNamesOf, sparePartFields } from '@tp/schemas';
import type { z } from 'zod';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import type { SparePart } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';
import { TranslatedLabel, TranslationStates } from '../translations/translation-marks.tsx';

const PART_FIELDS = fieldNamesOf(sparePartFields);
const EMPTY_PART: z.input<typeof sparePartFields> = {
  partnumber: '',
  description_de: '',
  description_en: '',
  description_ru: '',
  subst_part: '',
  quantity: '0',
};

interface PartDialogProps {
  /** The group the part belongs to. */
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The part to update (its values preloaded); none to add one. */
  part: SparePart | null;
}

/** 'Add spare part' and 'Update spare part' of a group; the form starts afresh each time it opens. */
export function PartDialog({ groupId, open, onOpenChange, part }: PartDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={part ? <Trans>Update spare part</Trans> : <Trans>Add spare part</Trans>}
    >
      <PartForm groupId={groupId} part={part} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PartForm({ groupId: id, part, onClose }: { groupId: number; part: SparePart | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const confirm = useConfirmDelete();
  const form = useSchemaForm(sparePartFields, { defaultValues: part ? pick(part, PART_FIELDS) : EMPTY_PART });
  const target = fieldErrorTarget(form.setError, PART_FIELDS);
  const reload = [trpc.spare.show.queryKey({ id })];
  const create = useMutation(
    trpc.spare.createPart.mutationOptions(saving(t`Successfully added`, reload, onClose, target)),
  );
  const update = useMutation(
    trpc.spare.updatePart.mutationOptions(saving(t`Successfully updated`, reload, onClose, target)),
  );
  const remove = useMutation(trpc.spare.deletePart.mutationOptions(saving(t`Successfully deleted`, reload, onClose)));
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        part ? update.mutate({ id, partId: part.id, ...values }) : create.mutate({ id, ...values }),
      )}
    >
      <TextField
        label={<Trans>Part number</Trans>}
        required
        {...register('partnumber')}
        error={fieldError(errors.partnumber)}
      />
      <TranslationStates entity="spare.part" id={part?.id}>
        <TextField
          label={<Trans>Description DE</Trans>}
          {...register('description_de')}
          error={fieldError(errors.description_de)}
        />
        <TextField
          label={
            <TranslatedLabel name="description_en">
              <Trans>Description EN</Trans>
            </TranslatedLabel>
          }
          {...register('description_en')}
          error={fieldError(errors.description_en)}
        />
        <TextField
          label={
            <TranslatedLabel name="description_ru">
              <Trans>Description RU</Trans>
            </TranslatedLabel>
          }
          {...register('description_ru')}
          error={fieldError(errors.description_ru)}
        />
      </TranslationStates>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={<Trans>Substitute part</Trans>}
          {...register('subst_part')}
          error={fieldError(errors.subst_part)}
        />
        <TextField
          label={<Trans>Quantity</Trans>}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...register('quantity')}
          error={fieldError(errors.quantity)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {part && (
          <span className="mr-auto">
            <HistoryButton entity="spare-part" id={part.id} reload={reload} onRestored={onClose} />
          </span>
        )}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        {part && (
          <Button variant="danger" onClick={() => confirm.ask(() => remove.mutate({ id, partId: part.id }))}>
            <Trans>Delete</Trans>
          </Button>
        )}
        <Button type="submit" busy={create.isPending || update.isPending}>
          {part ? <Trans>Update</Trans> : <Trans>Add</Trans>}
        </Button>
      </div>
      {confirm.dialog}
    </form>
  );
}
