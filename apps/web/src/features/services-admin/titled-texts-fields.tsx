import { useLingui } from '@lingui/react/macro';
import type { titledForm } from '@tp/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../ui/text-field.tsx';
import { fieldError } from '../dashboard/field-messages.ts';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { CONTENT_LANGUAGES } from '../page-editor/language-fields.ts';

/** The form of a service or spare group, checked by the server's own schema. */
export type TitledForm = UseFormReturn<z.input<typeof titledForm>, unknown, z.output<typeof titledForm>>;

/** Titles in German, English and Russian, then a rich-text description per language: services and spare groups. */
export function TitledTextsFields({ form }: { form: TitledForm }) {
  const { t, i18n } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        {CONTENT_LANGUAGES.map(({ language, label }) => (
          <TextField key={language} label={t`Title (${i18n._(label)})`} {...register(`title_${language}`)} error={fieldError(errors[`title_${language}`])} />
        ))}
      </div>
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextField key={language} control={control} name={`text_${language}`} label={t`Description (${i18n._(label)})`} minHeight={140} />
      ))}
    </div>
  );
}
