import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
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

/** Instances that already hold the dashboard's texts. */
const withAdminTexts = new WeakSet<I18n>();

/** A language's texts: the public catalog, and the dashboard's with `withAdmin`. */
export async function messagesOf(language: SiteLang, { withAdmin = false } = {}): Promise<Messages> {
  const [site, admin] = await Promise.all([
    publicCatalogs[language](),
    withAdmin ? adminCatalogs[language]() : undefined,
  ]);
  return { ...site.messages, ...admin?.messages };
}

/**
 * The server's instance for one language, built once at start with every text and never re-activated. Never
 * the global `i18n` there: the server renders visitors in different languages at once, so each render reads
 * the instance of its language from the router context.
 */
export function createServerI18n(language: SiteLang, messages: Messages): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  withAdminTexts.add(i18n);
  return i18n;
}

/**
 * The browser's instance: Lingui's global one, activated in the document's language before hydration (the first
 * render must match the server's HTML). Client-only code such as the dashboard may therefore use the global `t`.
 */
export async function activateBrowserLanguage(language: SiteLang, { withAdmin = false } = {}): Promise<I18n> {
  i18n.loadAndActivate({ locale: language, messages: await messagesOf(language, { withAdmin }) });
  if (withAdmin) withAdminTexts.add(i18n);
  return i18n;
}

/** Adds the dashboard's texts to a (browser) instance the first time the dashboard opens. */
export async function loadAdminMessages(instance: I18n): Promise<void> {
  if (withAdminTexts.has(instance)) return;
  const language = instance.locale as SiteLang;
  const { messages } = await adminCatalogs[language]();
  instance.load(language, messages);
  withAdminTexts.add(instance);
  // Activating again tells the mounted components that new texts arrived.
  instance.activate(language);
}
