import type { SiteLang } from './languages.ts';

// Amounts and days of a quote as its reader writes them, the same in the PDF, the mail, the buyer's page and the
// dashboard. Free of zod, so the web app's pages take it without the schemas.

const LOCALES: Record<SiteLang, string> = { de: 'de-DE', en: 'en-GB', ru: 'ru-RU' };

/** Money as the reader writes it: `1.250,10 €`, `€1,250.10`, `1 250,10 €`. */
export const formatMoney = (lang: SiteLang, amount: number, currency: string) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(amount);

/** A calendar day (`2026-12-31`) as the reader writes it: `31. Dezember 2026`, `31 December 2026`, `31 декабря 2026 г.`. */
export const formatDay = (lang: SiteLang, day: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
