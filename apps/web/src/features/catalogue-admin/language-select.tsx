import { Trans } from '@lingui/react/macro';
import type { RecordLang } from '@tp/schemas';
import type { ReactNode } from 'react';
import { SelectField } from '../../ui/select-field.tsx';

/** The languages a product or category can have, in the order the original dashboard offered them. */
const RECORD_LANGUAGES: readonly RecordLang[] = ['EN', 'DE', 'RU'];

/** The language of a product or category: EN, DE or RU. */
export function LanguageSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (lang: RecordLang) => void;
  error?: ReactNode;
}) {
  return (
    <SelectField
      label={<Trans>Language</Trans>}
      value={value}
      onChange={(event) => onChange(event.target.value as RecordLang)}
      error={error}
    >
      {RECORD_LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {lang}
        </option>
      ))}
    </SelectField>
  );
}
