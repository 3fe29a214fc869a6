import { z } from 'zod';
import { requiredText, siteLang } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { partNumberKey, SEARCH_MIN_LENGTH } from './part-number.ts';
import { REQUEST_LINES_MAX } from './request.ts';

export const SEARCH_TOO_SHORT = `Please type at least ${SEARCH_MIN_LENGTH} letters or digits to search.`;

/** A search: the text typed (part number or words) and the language of the answer's titles. */
export const searchInput = z.object({
  q: z
    .string({ message: SEARCH_TOO_SHORT })
    .max(200, 'The search text is too long (at most 200 characters)')
    .refine((value) => partNumberKey(value).length >= SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT)
    .meta({ description: 'A part number in any spelling (L29479-G01, l29479 g01) or words of a description or title' }),
  lang: siteLang.default('de'),
});
export type SearchInput = z.input<typeof searchInput>;

/** How a part was found. */
export const SEARCH_MATCHES = ['partnumber', 'subst_part', 'description'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** At most this many results per list. */
export const SEARCH_LIMIT = 50;

/** The search box suggests at most this many, and at most this many of each kind of title among them. */
export const SUGGESTIONS_MAX = 8;
export const TITLES_SUGGESTED = 2;

/** One suggestion of the search box: a part (its number, and its description) or a spare group, service or product. */
export interface Suggestion {
  kind: 'part' | 'spares' | 'service' | 'product';
  id: number;
  /** The part number, or the title in the asked language. */
  label: string;
  /** A part's description (its group's title when it has none); empty for the others. */
  detail: string;
}

/** Many part numbers looked up at once (an inquiry list pasted from a spreadsheet): which of them are listed. */
export const partLookupInput = z.object({
  partnumbers: z
    .array(requiredText('Part number', TEXT_LIMITS.partNumber), { message: 'Part numbers must be a list of texts' })
    .min(1, 'Please send at least one part number')
    .max(REQUEST_LINES_MAX, `At most ${REQUEST_LINES_MAX} part numbers at once`),
  lang: siteLang.default('de'),
});
export type PartLookupInput = z.input<typeof partLookupInput>;
