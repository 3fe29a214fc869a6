import { sql, type Kysely } from 'kysely';

// After the inquiry (issue 38), step 2: quotes.
// - `quotes`: one per offer on a request, numbered `Q-2026-00017` (document_numbers, series Q); where it stands, its
//   current revision, and the buyer's answer. The private link's token is kept only as its hash, with its expiry.
//   A quote goes with its request (retention deletes both).
// - `quote_revisions`: every version of a quote's terms; a change is a new revision, the old ones stay.
// - `quote_lines`: the lines of a revision. Prices in cents (whole numbers), so totals add up exactly.
// - `requests.quoted_at`: when the first quote was sent, for the time to first quote.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'accepted', 'declined')`),
    )
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('po_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_request').on('quotes').column('request_id').execute();
  await db.schema.createIndex('quotes_status').on('quotes').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('quote_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('de', 'en', 'ru')`))
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('incoterm', 'text', (c) => c.notNull())
    .addColumn('incoterm_place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quote_revisions_number', ['quote_id', 'revision'])
    .execute();

  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('revision_id', 'integer', (c) => c.notNull().references('quote_revisions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('partnumber', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('lead_time_days', 'integer')
    /** Comma-separated: `coc,easa_form_1`; '' for none. */
    .addColumn('documents', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('quote_lines_revision').on('quote_lines').columns(['revision_id', 'position']).execute();

  await db.schema.alterTable('requests').addColumn('quoted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').dropColumn('quoted_at').execute();
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quote_revisions').execute();
  await db.schema.dropTable('quotes').execute();
}
