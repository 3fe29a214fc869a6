import { localized } from '../../lib/language.ts';
import type { SiteLang } from '@tp/schemas/languages';
import type { NavItem } from './nav-dropdown.tsx';

type Titled = { id: number; title_de: string; title_en: string; title_ru: string };

/** Menu links for services or spare groups, titled in the current language. */
export function menuItems(records: Titled[], to: NavItem['to'], language: SiteLang): NavItem[] {
  return records.map((record) => ({ key: record.id, id: record.id, to, label: localized(record, 'title', language) }));
}
