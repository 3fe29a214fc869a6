import { z } from 'zod';
import { idInput, lineText, recordId, recordLang, requiredText, richText } from './common.ts';
import { POWER_MAX_MW, TEXT_LIMITS } from './limits.ts';
import { visibilityFields } from './titled.ts';

/** A category reference from a form or a JSON body: '', 'null' or null mean none. */
const categoryRef = z
  .union([z.literal(''), z.literal('null'), z.null(), recordId])
  .transform((value) => (value === '' || value === 'null' || value === null ? null : value));

/** A product's own fields; power is in MW. A product is a record of one language. */
export const productFields = z.object({
  title: requiredText('Title', TEXT_LIMITS.title),
  description: richText.default(''),
  type: lineText('Type').default(''),
  model: lineText('Model').default(''),
  power: z.coerce
    .number({ message: 'Power must be a number (MW)' })
    .min(0, 'Power cannot be negative')
    .max(POWER_MAX_MW, 'Power is too large'),
  lang: recordLang.default('DE'),
  category_id: categoryRef.default(null),
  ...visibilityFields.shape,
});
export type ProductFields = z.output<typeof productFields>;

/** A property of a product: an image (sent beside) and a description. */
export const productPropertyFields = z.object({
  description: richText.default(''),
  product_id: recordId,
});
export type ProductPropertyFields = z.output<typeof productPropertyFields>;

/** Filters of the product list: a language in any case, a category. */
export const productListInput = z
  .object({
    lang: recordLang.optional(),
    category: recordId.optional(),
  })
  .default({});

/** The product page's read: `language` is accepted as the documented URL sends it; a product has its own language. */
export const productByIdInput = idInput.extend({ language: z.string().max(TEXT_LIMITS.languageTag).optional() });
