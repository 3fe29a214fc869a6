import { localized } from '../../lib/language.ts';
import type { SiteLang } from '@tp/schemas/languages';
import type { RouterOutputs } from '../../lib/router-types.ts';
import type { NavItem } from './nav-dropdown.tsx';

type Titled = RouterOutputs['navbar']['get']['services'][number];

/** Menu links for services or spare groups, titled in the current language. */
export function menuItems(records: Titled[], to: NavItem['to'], language: SiteLang): NavItem[] {
  return records.map((record) => ({ key: record.id, id: record.id, to, label: localized(record, 'title', language) }));
}
