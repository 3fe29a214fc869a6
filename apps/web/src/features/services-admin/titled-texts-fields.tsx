import { useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CONTENT_LANGUAGES } from '../page-editor/language-fields.ts';
import type { TitledValues } from './titled-values.ts';

/** Titles in German, English and Russian, then a rich-text description per language: services and spare groups. */
export function TitledTextsFields({ values, onChange }: { values: TitledValues; onChange: Dispatch<SetStateAction<TitledValues>> }) {
  const { t, i18n } = useLingui();
  const set = (key: keyof TitledValues) => (value: string) => onChange((current) => ({ ...current, [key]: value }));
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        {CONTENT_LANGUAGES.map(({ language, label }) => (
          <TextField key={language} label={t`Title (${i18n._(label)})`} value={values[`title_${language}`]} onChange={(event) => set(`title_${language}`)(event.target.value)} />
        ))}
      </div>
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextEditor key={language} label={t`Description (${i18n._(label)})`} value={values[`text_${language}`]} onChange={set(`text_${language}`)} minHeight={140} />
      ))}
    </div>
  );
}
