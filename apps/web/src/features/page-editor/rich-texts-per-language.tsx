import { useLingui } from '@lingui/react/macro';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { RichTextField } from '../dashboard/rich-text-field.tsx';
import { TranslatedLabel } from '../translations/translation-marks.tsx';
import { CONTENT_LANGUAGES } from './language-fields.ts';

/**
 * One rich-text field per language (`text_de`, `text_en`, `text_ru`), each label marked when its translation is
 * missing or outdated (inside `TranslationStates`). `label` names a field from its language's name.
 */
export function RichTextsPerLanguage<Values extends FieldValues, Output>({
  control,
  field,
  label,
  minHeight,
}: {
  control: Control<Values, unknown, Output>;
  field: 'text' | 'description';
  label: (language: string) => string;
  minHeight?: number;
}) {
  const { i18n } = useLingui();
  return CONTENT_LANGUAGES.map(({ language, label: languageName }) => {
    const name = `${field}_${language}`;
    return (
      <RichTextField
        key={language}
        control={control}
        name={name as Path<Values>}
        label={<TranslatedLabel name={name}>{label(i18n._(languageName))}</TranslatedLabel>}
        minHeight={minHeight}
      />
    );
  });
}
