import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Phone, e-mail, address and footer text; empty strings until loaded. */
export function useSettings() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.settings.get.queryOptions());
  return data ?? { phone: '', email: '', address: '', footer_text: '' };
}

/** Services, spare groups and the partner count for the menu. */
export function useNavbar() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.navbar.get.queryOptions());
  return data ?? { partners: 0, services: [], spares: [] };
}

/** `tel:` link of a phone number: non-digits stripped, a plus in front. */
export const phoneHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
