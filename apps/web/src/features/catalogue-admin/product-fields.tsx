import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CategorySelect } from './category-select.tsx';
import { LanguageSelect } from './language-select.tsx';
import { productProblems, type ProductValues } from './product-values.ts';

export interface ProductFieldsProps {
  values: ProductValues;
  onChange: Dispatch<SetStateAction<ProductValues>>;
  /** Marks a missing title and a wrong power once the user tried to send. */
  showProblems: boolean;
}

/** Category, title, description, type, model, power and language of a product: the add dialog and the detail form. */
export function ProductFields({ values, onChange, showProblems }: ProductFieldsProps) {
  const { t } = useLingui();
  const problems = productProblems(values);
  const set =
    <K extends keyof ProductValues>(key: K) =>
    (value: ProductValues[K]) =>
      onChange((current) => ({ ...current, [key]: value }));

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <CategorySelect value={values.category_id} onChange={set('category_id')} />
        <LanguageSelect value={values.lang} onChange={set('lang')} />
      </div>
      <TextField label={<Trans>Title</Trans>} required value={values.title} onChange={(event) => set('title')(event.target.value)} error={showProblems && problems.title} />
      <RichTextEditor label={<Trans>Description</Trans>} value={values.description} onChange={set('description')} minHeight={140} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={<Trans>Type</Trans>} value={values.type} onChange={(event) => set('type')(event.target.value)} />
        <TextField label={<Trans>Model</Trans>} value={values.model} onChange={(event) => set('model')(event.target.value)} />
        <TextField
          label={<Trans>Power (MW)</Trans>}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={values.power}
          onChange={(event) => set('power')(event.target.value)}
          error={showProblems && problems.power ? t`Power must be a number of at least 0` : undefined}
        />
      </div>
    </div>
  );
}
