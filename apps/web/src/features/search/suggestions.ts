import type { RouterOutputs } from '../../lib/router-types.ts';

export type SearchResult = RouterOutputs['search']['query'];

/**
 * One suggestion under the search box, as `search.suggest` answers it (at most eight, parts first): what it shows,
 * and a key for the list.
 */
export type Suggestion = RouterOutputs['search']['suggest'][number] & { key: string };

export const suggestionsOf = (answer: RouterOutputs['search']['suggest'] | undefined): Suggestion[] =>
  (answer ?? []).map((suggestion) => ({ ...suggestion, key: `${suggestion.kind}-${suggestion.id}` }));
