import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { categoryFields, fieldNamesOf } from '@tp/schemas';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTRPC, type Trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { pick } from '../dashboard/form-values.ts';
import { fieldErrorTarget } from '../dashboard/server-field-errors.ts';
import { HistoryButton } from '../history/history-button.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { LanguageSelect } from './language-select.tsx';
import type { Category } from './types.ts';
import { useSchemaForm } from '../dashboard/use-schema-form.ts';

const CATEGORY_FIELDS = fieldNamesOf(categoryFields);
const NEW_CATEGORY: z.input<typeof categoryFields> = { name: '', lang: 'DE' };

/** The queries a category change shows in: products show their category, so their lists and pages reload too. */
export const categoryReloadKeys = (trpc: Trpc) => [
  trpc.category.list.pathKey(),
  trpc.product.pathKey(),
  trpc.product.show.pathKey(),
];

interface CategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  submitLabel: ReactNode;
  /** The category to update (its values preloaded); none to add one. */
  category?: Category;
}

/** 'Add category' and 'Edit category': one Title input and the language. The form starts afresh each time it opens. */
export function CategoryDialog({ open, onOpenChange, title, ...form }: CategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <CategoryForm {...form} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CategoryForm({
  submitLabel,
  category,
  onClose,
}: Pick<CategoryDialogProps, 'submitLabel' | 'category'> & { onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const saving = useSaving();
  const form = useSchemaForm(categoryFields, {
    defaultValues: category ? pick(category, CATEGORY_FIELDS) : NEW_CATEGORY,
  });
  const target = fieldErrorTarget(form.setError, CATEGORY_FIELDS);
  const create = useMutation(
    trpc.category.create.mutationOptions(saving(t`Successfully added`, categoryReloadKeys(trpc), onClose, target)),
  );
  const update = useMutation(
    trpc.category.update.mutationOptions(saving(t`Successfully updated`, categoryReloadKeys(trpc), onClose, target)),
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) =>
        category ? update.mutate({ id: category.id, ...values }) : create.mutate(values),
      )}
    >
      <TextField label={<Trans>Title</Trans>} required {...register('name')} error={fieldError(errors.name)} />
      <Controller
        control={control}
        name="lang"
        render={({ field, fieldState }) => (
          <LanguageSelect value={field.value ?? 'DE'} onChange={field.onChange} error={fieldError(fieldState.error)} />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {category && (
          <span className="mr-auto">
            <HistoryButton entity="category" id={category.id} reload={categoryReloadKeys(trpc)} onRestored={onClose} />
          </span>
        )}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
