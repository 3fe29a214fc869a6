import { z } from 'zod';
import type { PageLink } from './company.ts';
import { richText } from './common.ts';

export const PAGE_LINKS = ['contact', 'privacy-policy', 'careers', 'gas-turbina'] as const satisfies readonly PageLink[];

export const pageLink = z.enum(PAGE_LINKS, { message: `Page must be one of ${PAGE_LINKS.join(', ')}` });

export const pageTextsInput = z.object({
  text_de: richText,
  text_en: richText,
  text_ru: richText,
});


export const pagePartDescriptions = z.object({
  description_de: richText,
  description_en: richText,
  description_ru: richText,
});

/** An image of a record, named by its stored path (`uploads/…`). */
export const imagePathInput = z.object({
  path: z.string({ message: 'path is required' }).min(1, 'path is required').max(300),
});
