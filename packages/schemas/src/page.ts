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

