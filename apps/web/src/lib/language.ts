import { useSyncExternalStore } from 'react';

export const LANGUAGES = ['de', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/** The key the original site used, kept so returning visitors keep their choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readStored(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2).toLowerCase();
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `?lang=en` on any URL selects the language (and keeps it), so a link can be shared in a language. */
function readFromUrl(): Language | undefined {
  const requested = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
  return isLanguage(requested) ? requested : undefined;
}

let current: Language = readFromUrl() ?? readStored();
const listeners = new Set<() => void>();

export const languageStore = {
  get: () => current,
  set(language: Language) {
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
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

/** Picks the text of the current language from `{ title_de, title_en, title_ru }`-shaped records. */
export function localized<K extends string>(record: Record<`${K}_${Language}`, string>, key: K, language: Language): string {
  return record[`${key}_${language}` as `${K}_${Language}`];
}
