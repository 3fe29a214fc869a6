import { sql, type Kysely } from 'kysely';

/**
 * E-mail of new inquiries, and the inbox's settings.
 *
 * - `inbox_settings`: one row (id 1) the administrator sets in Settings: who is told of new inquiries and in which
 *   language, whether visitors get an acknowledgement, and how long requests and applications are kept. Not public
 *   content: it holds addresses, and its writes do not move the content version.
 * - `outbox`: every mail to send, written in the same transaction as what it tells of; a worker in the server sends
 *   it, retries with back-off, and marks it. A row is `pending` (due at `next_attempt_at`), `sending` (claimed until
 *   `claimed_until`: sent at most once, see the worker), `sent` or `failed` (given up, or the server stopped while
 *   sending).
 * - CV applications get the status and note requests have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** JSON list of the addresses told of new requests and applications. */
    .addColumn('notify_emails', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notify_lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('de')
        .check(sql`notify_lang in ('de', 'en', 'ru')`),
    )
    .addColumn('acknowledge', 'integer', (c) => c.notNull().defaultTo(0))
    /** Months requests and applications are kept; 0 keeps them for ever. */
    .addColumn('retention_months', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`retention_months >= 0`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** What the mail is: `request`, `application`, `acknowledgement`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON of the message as it is handed to the mailer: to, replyTo, subject, text, html, messageId. */
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .alterTable('cv_applications')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('cv_applications')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('cv_applications_created').on('cv_applications').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cv_applications_created').execute();
  await db.schema.alterTable('cv_applications').dropColumn('note').execute();
  await db.schema.alterTable('cv_applications').dropColumn('status').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('inbox_settings').execute();
}
