import { useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { languagesWithText } from '@tp/schemas/text-fallback';
import { shownText, useLanguage } from '../../lib/language.ts';
import type { PageLanguages } from '../../lib/seo.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { overlayDraft } from '../../lib/preview.ts';
import type { RouterContext } from '../../router.tsx';
import { orNotFound } from '../catalogue/load-or-not-found.ts';

/** A page's content with its text in the current language (or the one it falls back to) and its languages. */
export function usePage(link: PageLink) {
  const trpc = useTRPC();
  const language = useLanguage();
  const { data } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  return { ...data, text: shownText(data, 'text', language), languages: languagesWithText(data, 'text') };
}

/**
 * A page route's loader: primes the page's content (with its draft on a preview link's page, `search`) and says which
 * languages its text is written in (`PageLanguages`).
 */
export async function loadPage(context: Pick<RouterContext, 'queryClient' | 'trpc'>, link: PageLink, search?: unknown) {
  const read = context.trpc.page.byLink.queryOptions({ link });
  const live = await context.queryClient.ensureQueryData(read);
  if ('id' in live && typeof live.id === 'number')
    await orNotFound(() => overlayDraft(context, search, { entity: 'page', id: live.id as number }, read.queryKey));
  const page = context.queryClient.getQueryData(read.queryKey)!;
  return { pageLanguages: languagesWithText(page, 'text') } satisfies PageLanguages;
}
