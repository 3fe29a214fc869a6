import type { Insertable, Selectable } from 'kysely';
import type { Db, QuoteLinesTable, QuoteRevisionsTable, QuoteStatus, QuotesTable } from '@tp/db';

export type QuoteRow = Selectable<QuotesTable>;

export function insertQuote(db: Db, values: Insertable<QuotesTable>) {
  return db.insertInto('quotes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Adds a revision with its lines; answers the revision's row. */
export async function insertRevision(
  db: Db,
  revision: Insertable<QuoteRevisionsTable>,
  lines: Omit<Insertable<QuoteLinesTable>, 'revision_id' | 'position'>[],
) {
  const stored = await db.insertInto('quote_revisions').values(revision).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('quote_lines')
    .values(lines.map((line, position) => ({ ...line, revision_id: stored.id, position })))
    .execute();
  return stored;
}

export const findQuote = (db: Db, id: number) =>
  db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();

/** The quote's revisions, newest first, with who made each. */
export const revisionsOf = (db: Db, quoteId: number) =>
  db
    .selectFrom('quote_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.revision', 'r.lang', 'r.valid_until', 'r.incoterm', 'r.incoterm_place', 'r.payment_terms'])
    .select(['r.text', 'r.created_at', 'u.login as created_by'])
    .where('r.quote_id', '=', quoteId)
    .orderBy('r.revision', 'desc')
    .execute();

export const linesOf = (db: Db, revisionId: number) =>
  db.selectFrom('quote_lines').selectAll().where('revision_id', '=', revisionId).orderBy('position').execute();

export const updateQuote = (db: Db, id: number, changes: Partial<Insertable<QuotesTable>>) =>
  db.updateTable('quotes').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

/**
 * Quotes newest first, of one stored status and of some requests when asked, with their request's reference, buyer
 * and current terms.
 */
export function listQuotes(db: Db, { status, requestIds }: { status?: QuoteStatus; requestIds?: number[] } = {}) {
  let query = db
    .selectFrom('quotes as q')
    .innerJoin('requests as r', 'r.id', 'q.request_id')
    .innerJoin('quote_revisions as v', (join) =>
      join.onRef('v.quote_id', '=', 'q.id').onRef('v.revision', '=', 'q.revision'),
    )
    .select([
      'q.id',
      'q.number',
      'q.status',
      'q.revision',
      'q.request_id',
      'q.sent_at',
      'q.answered_at',
      'q.created_at',
    ])
    .select(['r.reference as request_reference', 'r.name as buyer', 'r.company', 'r.email'])
    .select(['v.id as revision_id', 'v.valid_until', 'v.lang'])
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc');
  if (status) query = query.where('q.status', '=', status);
  if (requestIds) query = query.where('q.request_id', 'in', requestIds.length > 0 ? requestIds : [0]);
  return query.execute();
}

/** The lines of many revisions at once, by revision id, for totals in a list. */
export async function linesOfRevisions(db: Db, revisionIds: number[]) {
  const lines = new Map<number, { quantity: number; unit_price_cents: number; currency: 'EUR' | 'USD' }[]>();
  for (let start = 0; start < revisionIds.length; start += 500) {
    const rows = await db
      .selectFrom('quote_lines')
      .select(['revision_id', 'quantity', 'unit_price_cents', 'currency'])
      .where('revision_id', 'in', revisionIds.slice(start, start + 500))
      .execute();
    for (const { revision_id, ...line } of rows) lines.set(revision_id, [...(lines.get(revision_id) ?? []), line]);
  }
  return lines;
}
