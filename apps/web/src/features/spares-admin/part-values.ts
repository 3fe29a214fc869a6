import { partNumberKey } from '@tp/schemas/part-number';
import type { SparePart } from './types.ts';

/** The description the table shows: the English one, or the German one when there is no English one. */
export const partDescription = (part: SparePart) => part.description_en || part.description_de;

/** Whether a part matches the filter text (lower-case) by part number or a description. */
export const partMatches = (part: SparePart, query: string) => {
  // Numbers are compared folded, as the site search does: `l29479 g01` finds `L29479-G01`.
  const key = partNumberKey(query);
  if (key !== '' && (partNumberKey(part.partnumber).includes(key) || partNumberKey(part.subst_part).includes(key)))
    return true;
  return [part.description_de, part.description_en, part.description_ru].some((text) =>
    text.toLowerCase().includes(query),
  );
};
