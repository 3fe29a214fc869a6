/** The site's languages, free of zod so the web app's first load stays small. */

/** Languages of the site's texts: columns `_de/_en/_ru`, addresses, requests' `lang`. German is the default. */
export const SITE_LANGS = ['de', 'en', 'ru'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];
export const DEFAULT_SITE_LANG: SiteLang = 'de';

/** Language of a product or category record, upper-case as the specification stores it. */
export const RECORD_LANGS = ['DE', 'EN', 'RU'] as const;
export type RecordLang = (typeof RECORD_LANGS)[number];

export const isSiteLang = (value: unknown): value is SiteLang =>
  typeof value === 'string' && (SITE_LANGS as readonly string[]).includes(value);

/** The record language of a site language: products and categories carry theirs upper-case. */
export const recordLangOf = (language: SiteLang): RecordLang => language.toUpperCase() as RecordLang;

/**
 * A page's language is in its address: German unprefixed, English under `/en/…`, Russian under `/ru/…`, so
 * search engines can index every language. The dashboard (`/dashboard…`) has none: it follows the stored choice.
 */
const PREFIXED = /^\/(en|ru)(?=\/|$)/;

/** The language of an address's path: its prefix, German without one. */
export function languageOfPath(pathname: string): SiteLang {
  const prefix = PREFIXED.exec(pathname)?.[1];
  return isSiteLang(prefix) ? prefix : DEFAULT_SITE_LANG;
}

/** The path the routes know: the address without its language prefix. */
export const withoutLanguagePrefix = (pathname: string): string => pathname.replace(PREFIXED, '') || '/';

/** Addresses without a language: the dashboard follows the stored choice instead. */
export const isUnprefixedPath = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/** The address of a route path in a language: `/service/1` → `/en/service/1`, `/` → `/en`. */
export function localizedPath(pathname: string, language: SiteLang): string {
  if (language === DEFAULT_SITE_LANG || isUnprefixedPath(pathname)) return pathname;
  return pathname === '/' ? `/${language}` : `/${language}${pathname}`;
}

/** The visitor's chosen language as a cookie: the server renders the (unprefixed) dashboard's shell in it. */
export const LANGUAGE_COOKIE = 'lang';

/** The Set-Cookie value keeping a choice for a year, on every address of the site. */
export const languageCookie = (language: SiteLang) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language a Cookie header has chosen, if any. */
export function languageOfCookie(cookieHeader: string | null | undefined): SiteLang | undefined {
  const value = CHOSEN_LANGUAGE.exec(cookieHeader ?? '')?.[1];
  return isSiteLang(value) ? value : undefined;
}
