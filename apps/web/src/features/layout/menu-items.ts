import type { SiteLang } from '@tp/schemas/languages';
import { otherLanguage, shownText } from '../../lib/language.ts';
import type { RouterOutputs } from '../../lib/router-types.ts';
import type { NavItem } from './nav-dropdown.tsx';

type Titled = RouterOutputs['navbar']['get']['services'][number];

/** Menu links for services or spare groups, titled in the current language (or in German, not translated yet). */
export function menuItems(records: Titled[], to: NavItem['to'], language: SiteLang): NavItem[] {
  return records.map((record) => {
    const title = shownText(record, 'title', language);
    return { key: record.id, id: record.id, to, label: title.text, lang: otherLanguage(title, language) };
  });
}
