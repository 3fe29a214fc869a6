import { Trans } from '@lingui/react/macro';
import type { RecordLang } from '@tp/schemas';
import { SelectField } from '../../ui/select-field.tsx';

/** The languages a product or category can have, in the order the original dashboard offered them. */
const RECORD_LANGUAGES: readonly RecordLang[] = ['EN', 'DE', 'RU'];

/** The language of a product or category: EN, DE or RU. */
export function LanguageSelect({ value, onChange }: { value: RecordLang; onChange: (lang: RecordLang) => void }) {
  return (
    <SelectField label={<Trans>Language</Trans>} value={value} onChange={(event) => onChange(event.target.value as RecordLang)}>
      {RECORD_LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {lang}
        </option>
      ))}
    </SelectField>
  );
}
