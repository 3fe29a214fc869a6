import { MEGABYTE } from '@tp/schemas/limits';

/** A size limit in whole megabytes, as the reader's language writes it ("10 MB", "10 МБ"). */
export const megabytesIn = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(bytes / MEGABYTE);
