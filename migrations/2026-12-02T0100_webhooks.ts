import type { Kysely } from 'kysely';

// Connected (issue 40), webhooks by the Standard Webhooks specification.
// - `webhook_endpoints`: where an owner wants events sent (`url`, the `events` as a JSON array, whether a request's
//   personal data goes along, `enabled`). The signing secret must stay usable to sign, so it cannot be hashed: it is
//   kept encrypted with the servers' key (SECRETS_KEY), and during a rotation the previous one too, until
//   `previous_secret_until`. `failing_since`: when the current run of failed attempts began (null after a success);
//   a run as long as the retry window disables the endpoint (`disabled_reason` says why; the owners get a mail).
// - `webhook_messages`: the queue, one row per event and endpoint, like the mail outbox: `message_id` (`msg_…`, the
//   `webhook-id` every attempt and replay repeats, the same for every endpoint of one event), the signed `body`,
//   `status` pending → sending → delivered | failed, with attempts and back-off. A row is claimed by one statement
//   (skip-locked on PostgreSQL), so with several servers exactly one sends each attempt.
// - `webhook_deliveries`: the log of attempts, what the receiver answered (status code, time, the first 1 KB).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('include_personal_data', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_messages_due')
    .on('webhook_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_messages_endpoint')
    .on('webhook_messages')
    .columns(['endpoint_id', 'id'])
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('webhook_message_id', 'integer', (c) =>
      c.notNull().references('webhook_messages.id').onDelete('cascade'),
    )
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_messages').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
