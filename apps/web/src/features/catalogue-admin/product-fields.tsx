import { Trans } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { VisibilityField } from '../dashboard/visibility-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { CategorySelect } from './category-select.tsx';
import { LanguageSelect } from './language-select.tsx';
import type { ProductForm } from './product-values.ts';

/** The category as the select holds it: a stored id or '' for none (the form starts with what productValuesOf gives). */
const categoryValue = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** Category, title, description, type, model, power and language of a product: the add dialog and the detail form. */
export function ProductFields({ form }: { form: ProductForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="category_id"
          render={({ field, fieldState }) => (
            <CategorySelect
              value={categoryValue(field.value)}
              onChange={field.onChange}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="lang"
          render={({ field, fieldState }) => (
            <LanguageSelect
              value={field.value ?? 'DE'}
              onChange={field.onChange}
              error={fieldError(fieldState.error)}
            />
          )}
        />
      </div>
      <TextField label={<Trans>Title</Trans>} required {...register('title')} error={fieldError(errors.title)} />
      <RichTextField control={control} name="description" label={<Trans>Description</Trans>} minHeight={140} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={<Trans>Type</Trans>} {...register('type')} error={fieldError(errors.type)} />
        <TextField label={<Trans>Model</Trans>} {...register('model')} error={fieldError(errors.model)} />
        <TextField
          label={<Trans>Power (MW)</Trans>}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          {...register('power')}
          error={fieldError(errors.power)}
        />
      </div>
      <VisibilityField {...register('hidden')} />
    </div>
  );
}
