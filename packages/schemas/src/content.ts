import { z } from 'zod';
import { recordId, richText } from './common.ts';

const title = (language: string) => z.string().trim().max(200, `Title (${language}) is too long`).default('');

/** Titles and texts in three languages: services and spare groups. */
export const titledTexts = z.object({
  title_de: title('DE'),
  title_en: title('EN'),
  title_ru: title('RU'),
  text_de: richText,
  text_en: richText,
  text_ru: richText,
});

/** At least one title: a record without any name cannot be shown in the menu. */
export const requireSomeTitle = <T extends { title_de: string; title_en: string; title_ru: string }>(value: T) =>
  Boolean(value.title_de || value.title_en || value.title_ru);
export const NEEDS_TITLE = 'Please enter a title in at least one language';

export const partnerTexts = z.object({
  text_de: richText,
  text_en: richText,
  text_ru: richText,
});

/** A spare part: quantity is a whole number ≥ 0; each description is its own field. */
export const sparePartFields = z.object({
  partnumber: z.string({ message: 'Part number is required' }).trim().min(1, 'Part number is required').max(80, 'Part number is too long'),
  description_de: z.string().trim().max(500, 'Description is too long').default(''),
  description_en: z.string().trim().max(500, 'Description is too long').default(''),
  description_ru: z.string().trim().max(500, 'Description is too long').default(''),
  subst_part: z.string().trim().max(80, 'Substitute part is too long').default(''),
  quantity: z.coerce
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(1_000_000, 'Quantity is too large')
    .default(0),
});

export const groupPartInput = sparePartFields.extend({ id: recordId });

/** The columns of a parts import file, in order. */
export const PART_IMPORT_COLUMNS = ['partnumber', 'description_de', 'description_en', 'description_ru', 'subst_part', 'quantity'] as const;
