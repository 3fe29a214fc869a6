import type { SiteLang } from '@tp/schemas/languages';

/** A stored ISO timestamp as the reader's language writes date and time. */
export const formatDateTime = (iso: string, language: SiteLang) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
