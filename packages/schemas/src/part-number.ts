/** Part numbers as search compares them, free of zod so the web app can use it in its first load. */

/**
 * One folding for stored part numbers and for queries: Unicode NFKC, lower case, and nothing but letters and
 * digits, so `L29479-G01`, `l29479 g01` and `L29479.G01` are all `l29479g01`. What is left cannot carry LIKE
 * wildcards or full-text query syntax: the folding is also the escaping.
 */
export const partNumberKey = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The searched keys of a part, stored beside its numbers on every write. */
export const partSearchKeys = (part: { partnumber: string; subst_part: string }) => ({
  pn_norm: partNumberKey(part.partnumber),
  subst_norm: partNumberKey(part.subst_part),
});

/** Fewer letters and digits than this say too little to search (and a trigram index needs three). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The words of a query for text search: folded like part numbers, each long enough to be looked up. A short number
 * (`400`, `000`) counts only beside a word with letters (`SGT-400`): alone it is the tail of a part number
 * (`ZX-99-000`) and would find every title with those digits in it (`LM6000`).
 */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= SEARCH_MIN_LENGTH);
  const hasLetters = words.some((word) => /\p{L}/u.test(word));
  return words.filter((word) => hasLetters || !/^\p{N}{1,3}$/u.test(word));
}
