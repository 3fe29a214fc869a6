import type { Db } from '@tp/db';
import { partNumberKey, SEARCH_LIMIT, searchWords, type SearchMatch, type SiteLang } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { TRPCError } from '@trpc/server';
import * as repo from './search.repository.ts';

/** Searches per address and minute: typing with suggestions makes one every few hundred milliseconds at most. */
export const SEARCHES_PER_MINUTE = 240;
export const TOO_MANY_SEARCHES = 'Too many searches. Please wait a minute and try again.';

/**
 * Counts a search of the caller's address in memory (shared with the other servers once a second: no database write
 * per search) and refuses one past the limit.
 */
function countSearch(ctx: Context) {
  if (ctx.hitCounter.hit('search', ctx.ip, ctx.now()) > SEARCHES_PER_MINUTE)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_SEARCHES });
}

const MATCHED_BY_TIER: SearchMatch[] = [
  'partnumber',
  'subst_part',
  'partnumber',
  'subst_part',
  'partnumber',
  'subst_part',
  'description',
];

/**
 * Finds parts by number (exact, then prefix, then inside; the substitute number too) and then by words of their
 * descriptions, and services, spare groups and products by title; titles and descriptions in the asked language.
 * Words must all match; when that finds nothing at all, any of them may.
 */
export async function search(ctx: Context, input: { q: string; lang: SiteLang }) {
  countSearch(ctx);
  const key = partNumberKey(input.q);
  const words = searchWords(input.q);
  const byNumber = await repo.partsByNumber(ctx.db, key, input.lang, SEARCH_LIMIT);
  const find = async (join: 'and' | 'or') => {
    const query = repo.wordsQuery(words, key, join);
    const except = byNumber.map((part) => part.id);
    return {
      parts: [
        ...byNumber,
        ...(await repo.partsByDescription(ctx.db, query, input.lang, SEARCH_LIMIT - byNumber.length, except)),
      ],
      products: await repo.productsByWords(ctx.db, query, input.lang, SEARCH_LIMIT),
      services: await repo.titledByWords(ctx.db, 'services', query, input.lang, SEARCH_LIMIT),
      spares: await repo.titledByWords(ctx.db, 'spare_groups', query, input.lang, SEARCH_LIMIT),
    };
  };
  let found = await find('and');
  const nothing = (result: typeof found) => Object.values(result).every((list) => list.length === 0);
  if (nothing(found) && words.length > 1) found = await find('or');
  return {
    parts: found.parts.map((part) => ({ ...foundPart(part), matched: MATCHED_BY_TIER[part.tier]! })),
    products: found.products,
    services: found.services,
    spares: found.spares,
  };
}

type PartFound = ReturnType<typeof foundPart>;
const foundPart = ({ group_id, group_title, ...part }: Omit<repo.PartHit, 'tier'>) => ({
  id: part.id,
  partnumber: part.partnumber,
  subst_part: part.subst_part,
  description: part.description,
  quantity: part.quantity,
  group: { id: group_id, title: group_title },
});

/**
 * Looks up many part numbers at once (an inquiry's lines): the part whose own number it is, else the part it is
 * the substitute number of (the oldest when several share it); undefined for numbers nobody lists.
 */
export async function partsByNumbers(db: Db, partnumbers: string[], lang: SiteLang) {
  const keys = [...new Set(partnumbers.map(partNumberKey).filter((key) => key !== ''))];
  const byOwnNumber = new Map<string, PartFound>();
  const bySubstitute = new Map<string, PartFound>();
  for (const row of await repo.partsByKeys(db, keys, lang)) {
    if (!byOwnNumber.has(row.pn_norm)) byOwnNumber.set(row.pn_norm, foundPart(row));
    if (row.subst_norm !== '' && !bySubstitute.has(row.subst_norm)) bySubstitute.set(row.subst_norm, foundPart(row));
  }
  return (partnumber: string): PartFound | undefined => {
    const key = partNumberKey(partnumber);
    return byOwnNumber.get(key) ?? bySubstitute.get(key);
  };
}

/** Which of the numbers a visitor pasted are listed, each with its part; counted as one search. */
export async function lookUpParts(ctx: Context, input: { partnumbers: string[]; lang: SiteLang }) {
  countSearch(ctx);
  const partOf = await partsByNumbers(ctx.db, input.partnumbers, input.lang);
  return input.partnumbers.map((partnumber) => ({ partnumber, part: partOf(partnumber) ?? null }));
}
