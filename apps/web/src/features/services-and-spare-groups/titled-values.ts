import type { TitledFields } from '@tp/schemas';
import type { SiteLang } from '@tp/schemas/languages';

/** The name to show for a record: the preferred language's title, else the first one given. */
export function displayTitle(record: Pick<TitledFields, `title_${SiteLang}`>, preferred: SiteLang): string {
  return record[`title_${preferred}`] || record.title_de || record.title_en || record.title_ru;
}
