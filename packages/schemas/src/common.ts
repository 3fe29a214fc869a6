import { z } from 'zod';

export const SITE_LANGS = ['de', 'en', 'ru'] as const;
export const RECORD_LANGS = ['DE', 'EN', 'RU'] as const;

/** A site language in any case (`DE`, `de`), normalised to lower case. */
export const siteLang = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(SITE_LANGS, { message: 'Language must be one of de, en, ru' }));

/** A product or category language in any case, normalised to upper case. */
export const recordLang = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(RECORD_LANGS, { message: 'Language must be one of DE, EN, RU' }));

/** A record id as it arrives from a URL or a form: a positive whole number. */
export const recordId = z.coerce.number({ message: 'Id must be a number' }).int().positive('Id must be positive');

/** A required one-line text. */
export const requiredText = (label: string, max = 200) =>
  z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`);

/** An optional one-line text; missing becomes ''. */
export const optionalText = (label: string, max = 500) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).default('');

/** Rich text as HTML; the server sanitises it before storing. */
export const richText = z.string().max(200_000, 'Text is too long').default('');

export const emailAddress = z
  .string({ message: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

export const okResult = z.object({ ok: z.literal(true) });

export type SiteLang = z.infer<typeof siteLang>;
export type RecordLang = z.infer<typeof recordLang>;
