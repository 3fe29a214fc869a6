import { retrySchedule } from '../polling/retry-schedule.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** A mail not delivered within this is given up and shown as failed. */
export const GIVE_UP_AFTER_MS = 3 * DAY;

/** Mail: 10 s, 20 s, 40 s (the first retries within a minute), doubling up to 15 minutes, for three days. */
const mailRetries = retrySchedule({
  firstRetryMs: 10 * SECOND,
  longestWaitMs: 15 * 60 * SECOND,
  giveUpAfterMs: GIVE_UP_AFTER_MS,
});
export const retryDelayMs = mailRetries.delayMs;
export const nextAttemptAt = mailRetries.nextAttemptAt;
