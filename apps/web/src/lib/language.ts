import { useRouteContext } from '@tanstack/react-router';
import { isSiteLang, type SiteLang } from '@tp/schemas/languages';

export { isUnprefixedPath, languageOfPath, localizedPath, withoutLanguagePrefix } from '@tp/schemas/languages';

/** The key the original site used, kept so returning visitors keep their choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The same choice as a cookie, so the server renders the (unprefixed) dashboard shell in it. */
export const LANGUAGE_COOKIE = 'lang';

/** The visitor's stored choice (browser only). */
export function storedLanguage(): SiteLang | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2).toLowerCase();
    return isSiteLang(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a chosen language for the next visit, in localStorage (as the original site did) and a cookie. */
export function storeLanguage(language: SiteLang): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the address still carries the language
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language a cookie header asks for, if any. */
export function languageOfCookie(cookieHeader: string | null | undefined): SiteLang | undefined {
  const value = /(?:^|;\s*)lang=([a-z]{2})/.exec(cookieHeader ?? '')?.[1];
  return isSiteLang(value) ? value : undefined;
}

/** The language of the page being shown. */
export function useLanguage(): SiteLang {
  return useRouteContext({ from: '__root__', select: (context) => context.lang });
}

/** Picks the text of the current language from `{ title_de, title_en, title_ru }`-shaped records. */
export function localized<K extends string>(record: Record<`${K}_${SiteLang}`, string>, key: K, language: SiteLang): string {
  return record[`${key}_${language}`];
}
