import { z } from 'zod';
import { RECORD_LANGS, SITE_LANGS } from './languages.ts';
import { TEXT_LIMITS } from './limits.ts';

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

// NUL and unpaired UTF-16 surrogates cannot be stored or shown faithfully: text holding them is refused.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorable = (value: string) => !UNSTORABLE.test(value);
const unstorable = (label: string) => `${label} contains characters that cannot be stored`;

/** A required one-line text. */
export const requiredText = (label: string, max: number = TEXT_LIMITS.name) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine(isStorable, unstorable(label));

/** A one-line text that may be empty. */
export const lineText = (label: string, max: number = TEXT_LIMITS.line) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).refine(isStorable, unstorable(label));

/** An optional one-line text; missing becomes ''. */
export const optionalText = (label: string, max = 500) => lineText(label, max).default('');

/** Rich text as HTML; the server sanitises every field of this kind before storing it. */
export const richText = z
  .string()
  .max(TEXT_LIMITS.richText, 'Text is too long')
  .refine(isStorable, unstorable('Text'))
  .meta({ contentMediaType: 'text/html' });

/** Whether a field holds rich text (HTML), seen through `.default()` and `.optional()`. */
export function isRichText(schema: z.ZodType): boolean {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return z.globalRegistry.get(inner)?.contentMediaType === 'text/html';
}

/** The rich-text fields of an entity's schema: the ones to sanitise on every write. */
export function richTextKeysOf<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>): (keyof Shape & string)[] {
  return Object.entries(fields.shape)
    .filter(([, schema]) => isRichText(schema as z.ZodType))
    .map(([key]) => key);
}

/** The field names of an entity's schema, typed: columns to select, fields to copy. */
export const fieldNamesOf = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) =>
  Object.keys(fields.shape) as (keyof Shape & string)[];

export const emailAddress = z
  .string({ message: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(TEXT_LIMITS.email, 'E-mail is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

export const okResult = z.object({ ok: z.literal(true) });

export { HONEYPOT_FIELD } from './honeypot.ts';
export const FORM_NOT_SENT = 'The form could not be sent. Please reload the page and try again.';
export const honeypot = z.string().max(0, { message: FORM_NOT_SENT }).optional();

/** The input of every procedure that names one record by its id. */
export const idInput = z.object({ id: recordId });

/** A yes/no field of a form: a JSON boolean, or the texts a multipart form sends. */
export const formFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
