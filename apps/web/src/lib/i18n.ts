import { i18n, type Messages } from '@lingui/core';
import type { SiteLang } from '@tp/schemas/languages';

type Catalog = () => Promise<{ messages: Messages }>;

// One catalog per language, loaded on demand (the Lingui Vite plugin compiles the .po file). The dashboard's
// texts are a second catalog, fetched only once the dashboard opens.
const publicCatalogs: Record<SiteLang, Catalog> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ru: () => import('../locales/ru/messages.po'),
};
const adminCatalogs: Record<SiteLang, Catalog> = {
  de: () => import('../locales/de/admin.po'),
  en: () => import('../locales/en/admin.po'),
  ru: () => import('../locales/ru/admin.po'),
};
let adminNeeded = false;

async function messagesOf(language: SiteLang): Promise<Messages> {
  const [site, admin] = await Promise.all([publicCatalogs[language](), adminNeeded ? adminCatalogs[language]() : undefined]);
  return { ...site.messages, ...admin?.messages };
}

/** Loads a language's catalogs, activates it and sets `<html lang>`. */
export async function activateLanguage(language: SiteLang): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await messagesOf(language) });
  document.documentElement.lang = language;
}

/** Adds the dashboard's texts to the active language (and to every language chosen after). */
export async function loadAdminMessages(): Promise<void> {
  if (adminNeeded) return;
  adminNeeded = true;
  await activateLanguage(i18n.locale as SiteLang);
}

export { i18n };
