/** Part numbers as search compares them, free of zod so the web app can use it in its first load. */

/**
 * One folding for stored part numbers and for queries: Unicode NFKC, lower case, and nothing but letters and
 * digits, so `L29479-G01`, `l29479 g01` and `L29479.G01` are all `l29479g01`. What is left cannot carry LIKE
 * wildcards or full-text query syntax: the folding is also the escaping.
 */
export const partNumberKey = (value: string): string => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The searched keys of a part, stored beside its numbers on every write. */
export const partSearchKeys = (part: { partnumber: string; subst_part: string }) => ({
  pn_norm: partNumberKey(part.partnumber),
  subst_norm: partNumberKey(part.subst_part),
});

/** Fewer letters and digits than this say too little to search (and a trigram index needs three). */
export const SEARCH_MIN_LENGTH = 3;

/** The words of a query for text search: folded like part numbers, each long enough to be looked up. */
export const searchWords = (query: string): string[] =>
  query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= SEARCH_MIN_LENGTH);
