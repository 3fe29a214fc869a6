import { sql } from 'kysely';
import type { Db } from '@tp/db';

/** The series of numbered documents: inquiries (`TR-2026-00042`) and quotes (`Q-2026-00017`). */
export type DocumentSeries = 'TR' | 'Q';

const COMPANY_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' });
const COMPANY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** The year of a moment in the company's time zone: a request at 00:30 on 1 January in Germany is of the new year. */
export const companyYear = (moment: Date) => Number(COMPANY_YEAR.format(moment));

/** The day of a moment in the company's time zone, `2026-11-27`: what "valid until" and link expiry compare with. */
export const companyToday = (moment: Date) => COMPANY_DAY.format(moment);

/**
 * The next number of a series in the year of `now`, counted up in one statement (both engines run an upsert
 * atomically, so two servers never hand out the same number); in the caller's transaction, so a request that is not
 * stored gives its number back.
 */
export async function nextDocumentNumber(db: Db, series: DocumentSeries, now: Date): Promise<string> {
  const year = companyYear(now);
  const { last } = await db
    .insertInto('document_numbers')
    .values({ series, year, last: 1 })
    .onConflict((conflict) =>
      conflict.columns(['series', 'year']).doUpdateSet({ last: sql<number>`document_numbers.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${series}-${year}-${String(last).padStart(5, '0')}`;
}
