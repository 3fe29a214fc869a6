import type { QueryKey } from '@tanstack/react-query';
import type { DraftEntity } from '@tp/schemas';
import type { RouterContext } from '../router.tsx';

// A draft's preview link is its record's own address with `?preview=<token>` (packages/api/src/modules/draft/
// draft-preview.ts): the page loads the live record as always, then lays the draft's fields over it in the query
// cache, so the very same page renders the draft, on the server and in the browser. The server keeps such a page in
// no cache and tells engines not to index it (apps/server/src/plugins/ssr-app.ts).

/** The preview token of an address's query, if it has one that could be a token. */
export function previewToken(search: unknown): string | undefined {
  const token = (search as { preview?: unknown } | undefined)?.preview;
  return typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * On a preview link's page, lays the draft over the record's live read (cached under `key`): the loader calls it after
 * loading the record. An expired link or one made for another record throws (the not-found page shows).
 */
export async function overlayDraft(
  { queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>,
  search: unknown,
  record: { entity: DraftEntity; id: number },
  key: QueryKey,
): Promise<void> {
  const token = previewToken(search);
  if (!token) return;
  const { fields } = await queryClient.fetchQuery(trpc.draft.previewed.queryOptions({ token, ...record }));
  queryClient.setQueryData(key, (live: object | undefined) => live && { ...live, ...fields });
}
