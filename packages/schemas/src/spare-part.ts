import { z } from 'zod';
import { fieldNamesOf, idInput, lineText, recordId, siteLang } from './common.ts';
import { FIRST_PARTS_MAX, QUANTITY_MAX, TEXT_LIMITS } from './limits.ts';

const description = lineText('Description', TEXT_LIMITS.partDescription).default('');

/** A spare part: quantity is a whole number ≥ 0; each language's description is its own field. */
export const sparePartFields = z.object({
  partnumber: z
    .string({ message: 'Part number is required' })
    .trim()
    .min(1, 'Part number is required')
    .max(TEXT_LIMITS.partNumber, `Part number is too long (at most ${TEXT_LIMITS.partNumber} characters)`),
  description_de: description,
  description_en: description,
  description_ru: description,
  subst_part: lineText('Substitute part', TEXT_LIMITS.partNumber).default(''),
  quantity: z.coerce
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(QUANTITY_MAX, 'Quantity is too large')
    .default(0),
});
export type SparePartFields = z.output<typeof sparePartFields>;

/** A part's group and its own id, as the documented URLs name them. */
export const partKeys = { id: recordId, partId: recordId };

/** The columns of a parts import file, in order: the part's fields. */
export const PART_IMPORT_COLUMNS = fieldNamesOf(sparePartFields);

/** A spare group's parts catalogue (no prices) in one of the site's languages; German unless asked. */
export const catalogueInput = z.object({ id: recordId, lang: siteLang.default('de') });

/** A part of a spare group, named with its group. */
export const partKeysInput = z.object(partKeys);
/** A group with its first parts, as the part-list page puts them into its HTML. */
export const firstPartsInput = idInput.extend({ limit: z.number().int().min(1).max(FIRST_PARTS_MAX) });
