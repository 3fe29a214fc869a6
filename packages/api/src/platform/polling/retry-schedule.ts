/**
 * A retry schedule of a queue: the first retry after `firstRetryMs`, each wait twice the one before up to
 * `longestWaitMs`, and the item given up once retrying would end later than `giveUpAfterMs` after it was queued.
 */
export function retrySchedule(options: { firstRetryMs: number; longestWaitMs: number; giveUpAfterMs: number }) {
  const delayMs = (attempts: number) =>
    Math.min(options.longestWaitMs, options.firstRetryMs * 2 ** Math.max(0, attempts - 1));
  return {
    delayMs,
    /** When to try again after the `attempts`-th failed attempt, or null to give up. */
    nextAttemptAt: (attempts: number, createdAt: string, now: Date): string | null => {
      const next = new Date(now.getTime() + delayMs(attempts));
      return next.getTime() - new Date(createdAt).getTime() > options.giveUpAfterMs ? null : next.toISOString();
    },
  };
}
