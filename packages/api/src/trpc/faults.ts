import { isDatabaseUnavailable, isStorageFull } from '@tp/db';

/** Seconds a client is asked to wait before trying again while the database is away (a restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE =
  'The database cannot be reached at the moment: nothing was changed. Please try again in a few seconds.';
export const STORAGE_FULL =
  'The server’s storage is full: nothing was stored. Please try again later or tell the site’s administrator.';

export const STORAGE_UNAVAILABLE =
  'The storage for uploads cannot be reached at the moment: nothing was stored. Please try again in a few seconds.';

/** Whether an error, or one it was caused by, is the file store away (platform/files: StorageUnavailable). */
function isStorageUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === 'STORAGE_UNAVAILABLE') return true;
  return false;
}

/** A fault of the world outside the code, as an HTTP answer: the database or the bucket away (503) or storage full (507). */
export interface Fault {
  status: 503 | 507;
  message: string;
  headers: Record<string, string>;
}

/** The answer for an error caused by the database or the bucket being away or the disk being full; undefined for anything else (a bug: 500). */
export function faultOf(error: unknown): Fault | undefined {
  if (isStorageFull(error)) return { status: 507, message: STORAGE_FULL, headers: {} };
  if (isStorageUnavailable(error))
    return { status: 503, message: STORAGE_UNAVAILABLE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  if (isDatabaseUnavailable(error))
    return { status: 503, message: DATABASE_UNAVAILABLE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  return undefined;
}
