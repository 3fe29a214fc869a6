import { z } from 'zod';
import { recordId, recordLang, requiredText, richText } from './common.ts';

export const categoryInput = z.object({
  name: requiredText('Name', 120),
  lang: recordLang.default('DE'),
});

/** A category reference from a form: empty means none. */
const optionalCategoryId = z
  .union([z.literal(''), z.literal('null'), z.null(), recordId])
  .optional()
  .transform((value) => (value === '' || value === 'null' || value === null || value === undefined ? null : value));

/** A product's own fields; power is in MW. */
export const productFields = z.object({
  title: requiredText('Title', 200),
  description: richText,
  type: z.string().trim().max(120, 'Type is too long').default(''),
  model: z.string().trim().max(120, 'Model is too long').default(''),
  power: z.coerce
    .number({ message: 'Power must be a number (MW)' })
    .min(0, 'Power cannot be negative')
    .max(100_000, 'Power is too large'),
  lang: recordLang.default('DE'),
  category_id: optionalCategoryId,
});

export const productPropertyFields = z.object({
  description: richText,
  product_id: recordId,
});

/** Filters of the product list: a language in any case, a category. */
export const productListInput = z
  .object({
    lang: recordLang.optional(),
    category: recordId.optional(),
  })
  .default({});

export const categoryListInput = z.object({ lang: recordLang.optional() }).default({});
