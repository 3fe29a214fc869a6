import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language.ts';

// One catalog per language, loaded on demand (the Lingui Vite plugin compiles the .po file).
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ru: () => import('../locales/ru/messages.po'),
};

/** Loads a language's catalog, activates it and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export { i18n };
