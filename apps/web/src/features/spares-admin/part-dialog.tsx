import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EMPTY_PART, partInput, partProblems, partValuesOf, type PartInput, type PartValues } from './part-values.ts';
import type { SparePart } from './types.ts';

interface PartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The part to update (its values preloaded); none to add one. */
  part: SparePart | null;
  busy: boolean;
  onSubmit: (input: PartInput) => void;
  /** Runs after the user confirmed the deletion of `part`. */
  onDelete: () => void;
}

/** 'Add spare part' and 'Update spare part' of a group; the form starts afresh each time it opens. */
export function PartDialog({ open, onOpenChange, part, ...form }: PartDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={part ? <Trans>Update spare part</Trans> : <Trans>Add spare part</Trans>}>
      <PartForm part={part} {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PartForm({ part, busy, onSubmit, onDelete, onCancel }: Omit<PartDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirmDelete();
  const [values, setValues] = useState(() => (part ? partValuesOf(part) : EMPTY_PART));
  const [checked, setChecked] = useState(false);
  const problems = partProblems(values);
  const field = (key: keyof PartValues) => ({ value: values[key], onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }) });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!problems.partnumber && !problems.quantity) onSubmit(partInput(values));
      }}
    >
      <TextField label={<Trans>Part number</Trans>} required {...field('partnumber')} error={checked && problems.partnumber ? t`Please enter the part number` : undefined} />
      <TextField label={<Trans>Description DE</Trans>} {...field('description_de')} />
      <TextField label={<Trans>Description EN</Trans>} {...field('description_en')} />
      <TextField label={<Trans>Description RU</Trans>} {...field('description_ru')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={<Trans>Substitute part</Trans>} {...field('subst_part')} />
        <TextField
          label={<Trans>Quantity</Trans>}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...field('quantity')}
          error={checked && problems.quantity ? t`Quantity must be a whole number of at least 0` : undefined}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {part && (
          <Button variant="danger" onClick={() => confirm.ask(onDelete)}>
            <Trans>Delete</Trans>
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {part ? <Trans>Update</Trans> : <Trans>Add</Trans>}
        </Button>
      </div>
      {confirm.dialog}
    </form>
  );
}
