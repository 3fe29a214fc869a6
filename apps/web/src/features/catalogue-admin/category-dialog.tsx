import { Trans } from '@lingui/react/macro';
import type { RecordLang } from '@tp/schemas';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LanguageSelect } from './language-select.tsx';

export interface CategoryValues {
  name: string;
  lang: RecordLang;
}

export const NEW_CATEGORY: CategoryValues = { name: '', lang: 'DE' };

interface CategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  submitLabel: ReactNode;
  initial: CategoryValues;
  busy: boolean;
  onSubmit: (values: CategoryValues) => void;
}

/** 'Add category' and 'Edit category': one Title input and the language. The form starts afresh each time it opens. */
export function CategoryDialog({ open, onOpenChange, title, ...form }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <CategoryForm {...form} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CategoryForm({ submitLabel, initial, busy, onSubmit, onCancel }: Omit<CategoryDialogProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const missing = values.name.trim() === '';
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!missing) onSubmit({ name: values.name.trim(), lang: values.lang });
      }}
    >
      <TextField label={<Trans>Title</Trans>} required value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} error={checked && missing} />
      <LanguageSelect value={values.lang} onChange={(lang) => setValues({ ...values, lang })} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
