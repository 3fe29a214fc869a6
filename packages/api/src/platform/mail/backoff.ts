const SECOND = 1000;
const FIRST_RETRY_MS = 10 * SECOND;
const LONGEST_WAIT_MS = 15 * 60 * SECOND;
/** A mail not delivered within this is given up and shown as failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * SECOND;

/**
 * How long to wait after the n-th failed attempt: 10 s, 20 s, 40 s (the first retries within a minute), doubling up
 * to 15 minutes.
 */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** When to try again after a failed attempt, or null to give up. */
export function nextAttemptAt(attempts: number, createdAt: string, now: Date): string | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - new Date(createdAt).getTime() > GIVE_UP_AFTER_MS ? null : next.toISOString();
}
