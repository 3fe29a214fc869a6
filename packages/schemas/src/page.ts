import { z } from 'zod';
import { PAGE_LINKS } from './company.ts';
import { recordId, richText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';

export const pageLink = z.enum(PAGE_LINKS, { message: `Page must be one of ${PAGE_LINKS.join(', ')}` });

/** The texts of an editable page. */
export const pageFields = z.object({
  text_de: richText.default(''),
  text_en: richText.default(''),
  text_ru: richText.default(''),
});
export type PageFields = z.output<typeof pageFields>;

/** A part of a page (gas turbines, careers): descriptions beside an optional image. */
export const pagePartFields = z.object({
  description_de: richText.default(''),
  description_en: richText.default(''),
  description_ru: richText.default(''),
});
export type PagePartFields = z.output<typeof pagePartFields>;

/** An image of a record, named by its stored path (`uploads/…`). */
export const imagePathInput = z.object({
  path: z.string({ message: 'path is required' }).min(1, 'path is required').max(300),
});

/** A page by its link in the address (`privacy-policy`); an unknown one is answered 404 by the service. */
export const pageLinkInput = z.object({ link: z.string().max(TEXT_LIMITS.pageLink) });
/** A part of a page, named with the page it belongs to. */
export const pagePartKeys = z.object({ id: recordId, pageId: recordId });
