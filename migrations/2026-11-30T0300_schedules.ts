import type { Kysely } from 'kysely';

// Edit without fear (issue 39), step 5: scheduled publishing, and switching back.
// - `schedules`: a record's draft to publish at `run_at` (UTC), and optionally its switch back (`unpublish`: the
//   fields the publish changed get their values from before it, unless someone changed them since). The row is the
//   work item of the servers' scheduler: claimed with one conditional UPDATE (`pending` → `running`, with the server
//   and time), so with several servers exactly one runs it; then `done`, `failed` or `cancelled`, with
//   what came of it (`outcome`, a code the dashboard words in the reader's language, and `detail`: fields, an error).
//   An `unpublish` row points at its `publish` row and gets the values to put back (`fields`) when that one runs.
//   Who scheduled it is the user the change is made as (its role checked again when it runs).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('publish_id', 'integer', (c) => c.references('schedules.id').onDelete('cascade'))
    .addColumn('fields', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedules_due').on('schedules').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('schedules_record').on('schedules').columns(['entity', 'record_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedules').execute();
}
