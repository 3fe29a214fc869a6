import { useQuery } from '@tanstack/react-query';
import { SOURCE_LANG } from '@tp/schemas/text-fallback';
import { shownText, useLanguage, type ShownText } from '../../lib/language.ts';
import { useTRPC } from '../../lib/trpc.ts';

const NO_TEXT = { text: '', lang: SOURCE_LANG } satisfies ShownText;

/**
 * Phone, e-mail, and the address and footer line in the page's language (German while not translated, marked with
 * its `lang`); empty until loaded.
 */
export function useSettings() {
  const trpc = useTRPC();
  const language = useLanguage();
  const { data } = useQuery(trpc.settings.get.queryOptions());
  if (!data) return { phone: '', email: '', address: NO_TEXT, footerText: NO_TEXT };
  return {
    phone: data.phone,
    email: data.email,
    address: shownText(data, 'address', language),
    footerText: shownText(data, 'footer_text', language),
  };
}

/** Services, spare groups and the partner count for the menu. */
export function useNavbar() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.navbar.get.queryOptions());
  return data ?? { partners: 0, services: [], spares: [] };
}

/** `tel:` link of a phone number: non-digits stripped, a plus in front. */
export const phoneHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
