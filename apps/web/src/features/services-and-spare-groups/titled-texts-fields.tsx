import { useLingui } from '@lingui/react/macro';
import type { IllustratedFields, titledForm } from '@tp/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { CONTENT_LANGUAGES } from '../page-editor/language-fields.ts';
import { TranslatedLabel } from '../translations/translation-marks.tsx';
import { VisibilityField } from '../dashboard/visibility-field.tsx';

/** The form of a service or spare group, checked by the server's own schema. */
export type TitledForm = UseFormReturn<z.input<typeof titledForm>, unknown, z.output<typeof titledForm>>;

/**
 * How the form edits each field of `illustratedFields`, in order. A field added to the schema fails to compile
 * until it is placed here, so the dashboard cannot silently miss it.
 */
const FIELD_INPUTS = {
  title_de: 'title',
  title_en: 'title',
  title_ru: 'title',
  text_de: 'description',
  text_en: 'description',
  text_ru: 'description',
  hidden: 'visibility',
} as const satisfies Record<keyof IllustratedFields, 'title' | 'description' | 'visibility'>;

type Field = keyof typeof FIELD_INPUTS;
const FIELDS = Object.keys(FIELD_INPUTS) as Field[];
const languageOf = (field: Field) => CONTENT_LANGUAGES.find(({ language }) => field.endsWith(`_${language}`))!;
const fieldsOf = (kind: (typeof FIELD_INPUTS)[Field]) => FIELDS.filter((field) => FIELD_INPUTS[field] === kind);

/**
 * Titles in German, English and Russian, a rich-text description per language, and whether visitors see it:
 * services and spare groups.
 */
export function TitledTextsFields({ form }: { form: TitledForm }) {
  const { t, i18n } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const label = (field: Field) => i18n._(languageOf(field).label);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        {fieldsOf('title').map((field) => (
          <TextField
            key={field}
            label={<TranslatedLabel name={field}>{t`Title (${label(field)})`}</TranslatedLabel>}
            {...register(field)}
            error={fieldError(errors[field])}
          />
        ))}
      </div>
      {fieldsOf('description').map((field) => (
        <RichTextField
          key={field}
          control={control}
          name={field}
          label={<TranslatedLabel name={field}>{t`Description (${label(field)})`}</TranslatedLabel>}
          minHeight={140}
        />
      ))}
      {fieldsOf('visibility').map((field) => (
        <VisibilityField key={field} {...register(field)} />
      ))}
    </div>
  );
}
