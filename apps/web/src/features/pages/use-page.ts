import { useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { languagesWithText } from '@tp/schemas/text-fallback';
import { shownText, useLanguage } from '../../lib/language.ts';
import type { PageLanguages } from '../../lib/seo.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { RouterContext } from '../../router.tsx';

/** A page's content with its text in the current language (or the one it falls back to) and its languages. */
export function usePage(link: PageLink) {
  const trpc = useTRPC();
  const language = useLanguage();
  const { data } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  return { ...data, text: shownText(data, 'text', language), languages: languagesWithText(data, 'text') };
}

/** A page route's loader: primes the page's content and says which languages its text is written in (`PageLanguages`). */
export async function loadPage({ queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>, link: PageLink) {
  const page = await queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link }));
  return { pageLanguages: languagesWithText(page, 'text') } satisfies PageLanguages;
}
