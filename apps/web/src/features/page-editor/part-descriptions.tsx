import { useLingui } from '@lingui/react/macro';
import { fieldNamesOf, pagePartFields } from '@tp/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { CONTENT_LANGUAGES } from './language-fields.ts';
import { TranslatedLabel } from '../translations/translation-marks.tsx';

/** The form of a page part's descriptions, checked by the server's own schema. */
export type PartDescriptionsForm = UseFormReturn<
  z.input<typeof pagePartFields>,
  unknown,
  z.output<typeof pagePartFields>
>;

export const PAGE_PART_FIELDS = fieldNamesOf(pagePartFields);

/** Three rich-text descriptions, one per language. */
export function PartDescriptions({ form }: { form: PartDescriptionsForm }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-4">
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextField
          key={language}
          control={form.control}
          name={`description_${language}`}
          label={
            <TranslatedLabel name={`description_${language}`}>{t`Description (${i18n._(label)})`}</TranslatedLabel>
          }
          minHeight={110}
        />
      ))}
    </div>
  );
}
