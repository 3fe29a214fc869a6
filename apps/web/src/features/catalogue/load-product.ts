import { notFound } from '@tanstack/react-router';
import { httpStatusOf, queryClient, trpc } from '../../lib/trpc.ts';

/** The product of a page address; an unknown or malformed id shows the not-found page. */
export async function loadProduct(idParam: string) {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    return await queryClient.ensureQueryData(trpc.product.byId.queryOptions({ id }));
  } catch (error) {
    if (httpStatusOf(error) === 404 || httpStatusOf(error) === 400) throw notFound();
    throw error;
  }
}
