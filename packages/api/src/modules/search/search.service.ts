import type { Db } from '@tp/db';
import {
  partNumberKey,
  SEARCH_LIMIT,
  searchWords,
  SUGGESTIONS_MAX,
  TITLES_SUGGESTED,
  type SearchMatch,
  type SiteLang,
  type Suggestion,
} from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { TRPCError } from '@trpc/server';
import { keptPerDatabase, type KeptSearches } from './kept-searches.ts';
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

/** Kept answers: results for a minute, suggestions (asked on every pause in typing) for ten seconds; both until a write. */
const keptResults = keptPerDatabase<SearchAnswer>({ entries: 1000, ttlMs: 60_000 });
const keptSuggestions = keptPerDatabase<Suggestion[]>({ entries: 2000, ttlMs: 10_000 });

/** What decides a search's answer: the language, the folded key and the words. */
const searchKey = (lang: SiteLang, key: string, words: string[]) => `${lang}\u0000${key}\u0000${words.join(' ')}`;

type SearchAnswer = Awaited<ReturnType<typeof find>>;

/**
 * Finds parts by number (exact, then prefix, then inside; the substitute number too) and then by words of their
 * descriptions, and services, spare groups and products by title; titles and descriptions in the asked language.
 * Words must all match; when that finds nothing at all, any of them may. Two statements a search (two more in
 * that rare second round).
 */
async function find(ctx: Context, q: string, lang: SiteLang, limits: { parts: number; titles: number }) {
  const key = partNumberKey(q);
  const words = searchWords(q);
  const run = async (join: 'and' | 'or') => {
    const query = repo.wordsQuery(words, key, join);
    const [parts, titles] = await Promise.all([
      repo.parts(ctx.db, query, lang, limits.parts, ctx.searchReader),
      repo.titles(ctx.db, query, lang, limits.titles, ctx.searchReader),
    ]);
    return { parts, ...titles };
  };
  let found = await run('and');
  const nothing = (result: typeof found) => Object.values(result).every((list) => list.length === 0);
  if (nothing(found) && words.length > 1) found = await run('or');
  return {
    parts: found.parts.map((part) => Object.assign(foundPart(part), { matched: MATCHED_BY_TIER[part.tier]! })),
    products: found.products,
    services: found.services,
    spares: found.spares,
  };
}

/** Runs `answer` unless the same search was answered lately and nothing changed since. */
async function keptOr<Answer>(
  kept: KeptSearches<Answer>,
  ctx: Context,
  input: { q: string; lang: SiteLang },
  answer: () => Promise<Answer>,
) {
  const read = kept.read(
    ctx.db,
    searchKey(input.lang, partNumberKey(input.q), searchWords(input.q)),
    ctx.now().getTime(),
  );
  if ('answer' in read) return read.answer;
  const fresh = await answer();
  read.keep(fresh);
  return fresh;
}

/** The search of the results page and of the API: up to 50 parts and 50 of each kind of title. */
export async function search(ctx: Context, input: { q: string; lang: SiteLang }) {
  countSearch(ctx);
  return timed(ctx, 'search', () =>
    keptOr(keptResults(ctx.db), ctx, input, () =>
      find(ctx, input.q, input.lang, { parts: SEARCH_LIMIT, titles: SEARCH_LIMIT }),
    ),
  );
}

/**
 * What the search box suggests while a visitor types: at most eight, parts first (at least four when there are
 * that many), then spare groups, services and products (two of each at most). The same search with small limits.
 */
export async function suggest(ctx: Context, input: { q: string; lang: SiteLang }): Promise<Suggestion[]> {
  countSearch(ctx);
  return timed(ctx, 'suggest', () => suggestionsFor(ctx, input));
}

const suggestionsFor = (ctx: Context, input: { q: string; lang: SiteLang }) =>
  keptOr(keptSuggestions(ctx.db), ctx, input, async () => {
    const found = await find(ctx, input.q, input.lang, { parts: SUGGESTIONS_MAX, titles: TITLES_SUGGESTED });
    const titles: Suggestion[] = [
      ...found.spares.map(({ id, title }) => ({ kind: 'spares' as const, id, label: title, detail: '' })),
      ...found.services.map(({ id, title }) => ({ kind: 'service' as const, id, label: title, detail: '' })),
      ...found.products.map(({ id, title }) => ({ kind: 'product' as const, id, label: title, detail: '' })),
    ];
    const partsShown = Math.max(SUGGESTIONS_MAX - titles.length, Math.min(found.parts.length, SUGGESTIONS_MAX / 2));
    const parts = found.parts.slice(0, partsShown).map(({ id, partnumber, description, group }) => ({
      kind: 'part' as const,
      id,
      label: partnumber,
      detail: description || group.title,
    }));
    return [...parts, ...titles].slice(0, SUGGESTIONS_MAX);
  });

/** Runs a search, telling the server's metrics how long it took (refused or failed ones are not timed). */
async function timed<Answer>(ctx: Context, kind: 'search' | 'suggest', answer: () => Promise<Answer>) {
  if (!ctx.telemetry) return answer();
  const started = performance.now();
  const answered = await answer();
  ctx.telemetry.searched(kind, (performance.now() - started) / 1000);
  return answered;
}

type PartFound = ReturnType<typeof foundPart>;
/**
 * A found part as the API answers it, field by field: up to 50 an answer. (V8 in Node 20 builds `{ ...part, matched }`
 * in ~700 ns against ~40 ns for a literal, and a rest pattern `{ group_id, ...part }` in ~190 ns.)
 */
const foundPart = (part: Omit<repo.PartHit, 'tier'>) => ({
  id: part.id,
  partnumber: part.partnumber,
  subst_part: part.subst_part,
  description: part.description,
  quantity: part.quantity,
  group: { id: part.group_id, title: part.group_title },
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
