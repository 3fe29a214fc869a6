import type { RouterContext } from '../../router.tsx';
import { idFromParam, orNotFound } from './load-or-not-found.ts';

/** The product of a page address; an unknown or malformed id shows the not-found page. */
export function loadProduct({ queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>, idParam: string) {
  const id = idFromParam(idParam);
  return orNotFound(() => queryClient.ensureQueryData(trpc.product.byId.queryOptions({ id })));
}
