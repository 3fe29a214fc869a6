import type { Kysely } from 'kysely';

// Observable (issue 40), the request id travels: a queued mail names the request that caused it (X-Request-Id, as the
// request's log lines do), so the outbox worker's lines about it join up with them. Null for mails no request caused.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('request_id').execute();
}
