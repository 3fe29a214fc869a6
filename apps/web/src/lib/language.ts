import { useSyncExternalStore } from 'react';

import { DEFAULT_SITE_LANG, isSiteLang, type SiteLang } from '@tp/schemas/languages';

/** The key the original site used, kept so returning visitors keep their choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function readStored(): SiteLang {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2).toLowerCase();
    return isSiteLang(stored) ? stored : DEFAULT_SITE_LANG;
  } catch {
    return DEFAULT_SITE_LANG;
  }
}

/** `?lang=en` on any URL selects the language (and keeps it), so a link can be shared in a language. */
function readFromUrl(): SiteLang | undefined {
  const requested = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
  return isSiteLang(requested) ? requested : undefined;
}

let current: SiteLang = readFromUrl() ?? readStored();
const listeners = new Set<() => void>();

export const languageStore = {
  get: () => current,
  set(language: SiteLang) {
    if (language === current) return;
    current = language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // private mode: the choice lasts for this page only
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Persist a language chosen through the URL.
try {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, current);
} catch {
  // ignore
}

/** The current interface language; re-renders on change. */
export function useLanguage(): SiteLang {
  return useSyncExternalStore((listener) => languageStore.subscribe(listener), () => languageStore.get());
}

/** Picks the text of the current language from `{ title_de, title_en, title_ru }`-shaped records. */
export function localized<K extends string>(record: Record<`${K}_${SiteLang}`, string>, key: K, language: SiteLang): string {
  return record[`${key}_${language}`];
}
