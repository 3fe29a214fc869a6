import type { SparePart } from './types.ts';

/** A spare part as the form holds it: the quantity as typed. */
export interface PartValues {
  partnumber: string;
  description_de: string;
  description_en: string;
  description_ru: string;
  subst_part: string;
  quantity: string;
}

export const EMPTY_PART: PartValues = { partnumber: '', description_de: '', description_en: '', description_ru: '', subst_part: '', quantity: '0' };

export const partValuesOf = (part: SparePart): PartValues => ({
  partnumber: part.partnumber,
  description_de: part.description_de,
  description_en: part.description_en,
  description_ru: part.description_ru,
  subst_part: part.subst_part,
  quantity: String(part.quantity),
});

/** What the client checks before sending: a part number, and a quantity that is a whole number of at least 0. */
export const partProblems = (values: PartValues) => ({
  partnumber: values.partnumber.trim() === '',
  quantity: !/^\d+$/.test(values.quantity.trim()),
});

/** The fields as `spare.createPart` and `spare.updatePart` take them, the quantity as a number. */
export const partInput = (values: PartValues) => ({
  partnumber: values.partnumber.trim(),
  description_de: values.description_de.trim(),
  description_en: values.description_en.trim(),
  description_ru: values.description_ru.trim(),
  subst_part: values.subst_part.trim(),
  quantity: Number(values.quantity.trim()),
});

export type PartInput = ReturnType<typeof partInput>;

/** The description the table shows: the English one, or the German one when there is no English one. */
export const partDescription = (part: SparePart) => part.description_en || part.description_de;

/** Whether a part matches the filter text (lower-case) by part number or a description. */
export const partMatches = (part: SparePart, query: string) =>
  [part.partnumber, part.description_de, part.description_en, part.description_ru].some((text) => text.toLowerCase().includes(query));
