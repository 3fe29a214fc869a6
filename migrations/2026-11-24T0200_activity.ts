import type { Kysely } from 'kysely';

// The activity log: who changed what, and every sign-in. Rows are written in the same transaction as the change
// they describe; they hold names of fields, never values (no password, token or file reaches this table).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'text', (c) => c.notNull())
    // `session` (signed in through the dashboard or POST /auth/login), `token` (an API token, by its name) or
    // `visitor` (a sign-in attempt: the login that was tried).
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    /** JSON list of the names of the fields sent. */
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('activity_entity').on('activity').columns(['entity', 'id']).execute();
  await db.schema.createIndex('activity_actor').on('activity').columns(['actor', 'id']).execute();
  await db.schema.createIndex('activity_at').on('activity').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity').execute();
}
