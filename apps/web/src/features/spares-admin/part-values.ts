import type { SparePart } from './types.ts';

/** The description the table shows: the English one, or the German one when there is no English one. */
export const partDescription = (part: SparePart) => part.description_en || part.description_de;

/** Whether a part matches the filter text (lower-case) by part number or a description. */
export const partMatches = (part: SparePart, query: string) =>
  [part.partnumber, part.description_de, part.description_en, part.description_ru].some((text) => text.toLowerCase().includes(query));
