import type { SiteLang } from '@tp/schemas/languages';

/**
 * A stored ISO timestamp as the reader's language writes date and time: on the reader's clock, or on a zone's (the
 * site's, for scheduled changes the team typed on it).
 */
export const formatDateTime = (iso: string, language: SiteLang, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
