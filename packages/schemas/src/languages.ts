/** The site's languages, free of zod so the web app's first load stays small. */

/** Languages of the site's texts: columns `_de/_en/_ru`, addresses, requests' `lang`. German is the default. */
export const SITE_LANGS = ['de', 'en', 'ru'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];
export const DEFAULT_SITE_LANG: SiteLang = 'de';

/** Language of a product or category record, upper-case as the specification stores it. */
export const RECORD_LANGS = ['DE', 'EN', 'RU'] as const;
export type RecordLang = (typeof RECORD_LANGS)[number];

export const isSiteLang = (value: unknown): value is SiteLang => typeof value === 'string' && (SITE_LANGS as readonly string[]).includes(value);

/** The record language of a site language: products and categories carry theirs upper-case. */
export const recordLangOf = (language: SiteLang): RecordLang => language.toUpperCase() as RecordLang;
