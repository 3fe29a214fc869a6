import { z } from 'zod';
import { formFlag, lineText, richText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

const title = (language: string) => lineText(`Title (${language})`, TEXT_LIMITS.title).default('');

/**
 * Services and spare groups: a title and a rich text in each language. The one source of these fields:
 * the table types, the columns read, the texts sanitised, the REST document and the dashboard form follow it.
 */
export const titledFields = z.object({
  title_de: title('DE'),
  title_en: title('EN'),
  title_ru: title('RU'),
  text_de: richText.default(''),
  text_en: richText.default(''),
  text_ru: richText.default(''),
});
export type TitledFields = z.output<typeof titledFields>;

/**
 * Whether visitors see a service or spare group. A hidden one is in no menu, list, search or sitemap and its page is
 * not found, while the team works on it; a draft that shows it, scheduled, makes it appear at a time (issue 39).
 */
export const visibilityFields = z.object({
  hidden: formFlag
    .default(false)
    .meta({ description: 'Hidden from visitors: in no menu, list, search or sitemap, and its page is not found' }),
});

/** What a service or spare group is made of and changed by: its titles and texts, and whether visitors see it. */
export const illustratedFields = titledFields.extend(visibilityFields.shape);
export type IllustratedFields = z.output<typeof illustratedFields>;

export const NEEDS_TITLE = 'Please enter a title in at least one language';

/** At least one title: a record without any name cannot be shown in the menu. */
export const hasSomeTitle = (value: Pick<TitledFields, 'title_de' | 'title_en' | 'title_ru'>) =>
  Boolean(value.title_de || value.title_en || value.title_ru);

/** Adds the some-title rule to a schema of titled fields (the message sits on the German title). */
export const withSomeTitle = <Schema extends z.ZodType<Pick<TitledFields, 'title_de' | 'title_en' | 'title_ru'>>>(
  schema: Schema,
) => schema.refine(hasSomeTitle, { message: NEEDS_TITLE, path: ['title_de'] });

/** The dashboard's form of a service or spare group: its texts, and whether visitors see it. */
export const titledForm = withSomeTitle(illustratedFields);
