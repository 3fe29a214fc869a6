import { useLingui } from '@lingui/react/macro';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { CONTENT_LANGUAGES } from './language-fields.ts';

export type Descriptions = { description_de: string; description_en: string; description_ru: string };
export const EMPTY_DESCRIPTIONS: Descriptions = { description_de: '', description_en: '', description_ru: '' };

/** Three rich-text descriptions, one per language. */
export function PartDescriptions({ value, onChange }: { value: Descriptions; onChange: (value: Descriptions) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-4">
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextEditor
          key={language}
          minHeight={110}
          label={t`Description (${i18n._(label)})`}
          value={value[`description_${language}`]}
          onChange={(html) => onChange({ ...value, [`description_${language}`]: html })}
        />
      ))}
    </div>
  );
}
