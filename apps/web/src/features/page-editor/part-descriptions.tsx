import { useLingui } from '@lingui/react/macro';
import { fieldNamesOf, pagePartFields } from '@tp/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextsPerLanguage } from './rich-texts-per-language.tsx';

/** The form of a page part's descriptions, checked by the server's own schema. */
export type PartDescriptionsForm = UseFormReturn<
  z.input<typeof pagePartFields>,
  unknown,
  z.output<typeof pagePartFields>
>;

export const PAGE_PART_FIELDS = fieldNamesOf(pagePartFields);

/** Three rich-text descriptions, one per language. */
export function PartDescriptions({ form }: { form: PartDescriptionsForm }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <RichTextsPerLanguage
        control={form.control}
        field="description"
        label={(language) => t`Description (${language})`}
        minHeight={110}
      />
    </div>
  );
}
