import type { Kysely } from 'kysely';

// After the inquiry (issue 38), step 1: the buyer hears back.
// - `document_numbers`: the last number given per series and year (`TR` inquiries, `Q` quotes), counted up by one
//   statement (insert … on conflict do update … returning), which both engines run atomically: two servers never
//   hand out the same number.
// - `requests.reference`: `TR-2026-00042`, unique; the requests kept so far are numbered in the order they arrived.
// - `inbox_settings.answer_time_{de,en,ru}`: when a buyer may expect an answer, said in the acknowledgement ('' is
//   the built-in sentence). The acknowledgement is on for new sites; a site that exists keeps what it had (off
//   unless switched on), so the row is written for it here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_numbers')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_numbers_key', ['series', 'year'])
    .execute();

  await db.schema.alterTable('requests').addColumn('reference', 'text').execute();
  const kept = await db.selectFrom('requests').select(['id', 'created_at']).orderBy('id').execute();
  const lastOfYear = new Map<number, number>();
  for (const request of kept as { id: number; created_at: string }[]) {
    const year = berlinYear(request.created_at);
    const number = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, number);
    await db
      .updateTable('requests')
      .set({ reference: `TR-${year}-${String(number).padStart(5, '0')}` })
      .where('id', '=', request.id)
      .execute();
  }
  for (const [year, last] of lastOfYear)
    await db.insertInto('document_numbers').values({ series: 'TR', year, last }).execute();
  await db.schema.createIndex('requests_reference').unique().on('requests').column('reference').execute();

  for (const lang of ['de', 'en', 'ru'])
    await db.schema
      .alterTable('inbox_settings')
      .addColumn(`answer_time_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  const site = await db.selectFrom('settings').select('id').executeTakeFirst();
  if (site)
    await db
      .insertInto('inbox_settings')
      .values({ id: 1, acknowledge: 0, updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const lang of ['de', 'en', 'ru'])
    await db.schema.alterTable('inbox_settings').dropColumn(`answer_time_${lang}`).execute();
  await db.schema.dropIndex('requests_reference').execute();
  await db.schema.alterTable('requests').dropColumn('reference').execute();
  await db.schema.dropTable('document_numbers').execute();
}

/**
 * The year of a moment in the company's time zone (a request at 00:30 on 1 January in Germany is of the new year);
 * the numbering module's own, repeated so that this migration stays as it ran.
 */
const berlinYear = (iso: string) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date(iso)));
