import type { Language } from './language.ts';

/** A stored ISO timestamp as the reader's language writes date and time. */
export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
