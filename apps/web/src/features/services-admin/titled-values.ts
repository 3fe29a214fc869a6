import type { SiteLang } from '@tp/schemas/languages';

/** The titles and rich texts in three languages that services and spare groups share. */
export type TitledValues = Record<`title_${SiteLang}` | `text_${SiteLang}`, string>;

export const EMPTY_TITLED: TitledValues = { title_de: '', title_en: '', title_ru: '', text_de: '', text_en: '', text_ru: '' };

/** The editable fields of a stored service or spare group. */
export const titledValuesOf = (record: TitledValues): TitledValues => ({
  title_de: record.title_de,
  title_en: record.title_en,
  title_ru: record.title_ru,
  text_de: record.text_de,
  text_en: record.text_en,
  text_ru: record.text_ru,
});

/** The name to show for a record: the preferred language's title, else the first one given. */
export function displayTitle(record: TitledValues, preferred: SiteLang): string {
  return record[`title_${preferred}`] || record.title_de || record.title_en || record.title_ru;
}

/** The fields as a multipart `create` takes them. */
export function appendTitled(form: FormData, values: TitledValues) {
  for (const [key, value] of Object.entries(values)) form.append(key, value);
}
