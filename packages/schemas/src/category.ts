import { z } from 'zod';
import { recordLang, requiredText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

/** A category of products; like a product, a record of one language. */
export const categoryFields = z.object({
  name: requiredText('Name', TEXT_LIMITS.categoryName),
  lang: recordLang.default('DE'),
});
export type CategoryFields = z.output<typeof categoryFields>;

export const categoryListInput = z.object({ lang: recordLang.optional() }).default({});
