import { overlayDraft } from '../../lib/preview.ts';
import type { RouterContext } from '../../router.tsx';
import { idFromParam, orNotFound } from './load-or-not-found.ts';

/**
 * The product of a page address (with its draft on a preview link's page); an unknown or malformed id, or an expired
 * preview link, shows the not-found page.
 */
export function loadProduct(context: Pick<RouterContext, 'queryClient' | 'trpc'>, idParam: string, search?: unknown) {
  const id = idFromParam(idParam);
  return orNotFound(async () => {
    const read = context.trpc.product.byId.queryOptions({ id });
    await context.queryClient.ensureQueryData(read);
    await overlayDraft(context, search, { entity: 'product', id }, read.queryKey);
    return context.queryClient.getQueryData(read.queryKey)!;
  });
}
