import { z } from 'zod';
import { richText, siteLang } from './common.ts';

/** A partner's texts; its one image travels beside them. */
export const partnerFields = z.object({
  text_de: richText.default(''),
  text_en: richText.default(''),
  text_ru: richText.default(''),
});
export type PartnerFields = z.output<typeof partnerFields>;

export const partnerListInput = z.object({ lang: siteLang.default('de') }).default({ lang: 'de' });
