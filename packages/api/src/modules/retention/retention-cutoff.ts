/**
 * The moment `months` calendar months before `now` (UTC): requests and applications that arrived before it are
 * expired. A day the earlier month lacks becomes its last day (31 May less 3 months is 28 or 29 February), so the
 * cutoff never runs over into the next month and deletes a day early.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}
