import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '../../lib/trpc.ts';

/** A loader for an address with a record id: a malformed or unknown id shows the route's not-found screen. */
export async function loadById(rawId: string, load: (id: number) => Promise<unknown>): Promise<void> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    await load(id);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}
