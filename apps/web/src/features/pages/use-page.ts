import { useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { localized, useLanguage } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** A page's content with its text in the current language. */
export function usePage(link: PageLink) {
  const trpc = useTRPC();
  const language = useLanguage();
  const { data } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  return { ...data, text: localized(data, 'text', language) };
}
