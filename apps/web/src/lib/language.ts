import { useRouteContext } from '@tanstack/react-router';
import { isSiteLang, languageCookie, type SiteLang } from '@tp/schemas/languages';

export {
  isUnprefixedPath,
  LANGUAGE_COOKIE,
  languageOfCookie,
  languageOfPath,
  localizedPath,
  withoutLanguagePrefix,
} from '@tp/schemas/languages';

/** The key the original site used, kept so returning visitors keep their choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

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
  document.cookie = languageCookie(language);
}

/** The language of the page being shown. */
export function useLanguage(): SiteLang {
  return useRouteContext({ from: '__root__', select: (context) => context.lang });
}

export { shownText, type ShownText } from '@tp/schemas/text-fallback';

/** The `lang` an element needs when its text is in another language than the page's (it fell back); else none. */
export const otherLanguage = (shown: { lang: SiteLang }, page: SiteLang): SiteLang | undefined =>
  shown.lang === page ? undefined : shown.lang;
