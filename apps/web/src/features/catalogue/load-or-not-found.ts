import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '../../lib/trpc.ts';

/** A record id from the address: a positive whole number, or the not-found page. */
export function idFromParam(value: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

/** Runs a loader's fetch; a record the server does not know shows the not-found page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}
