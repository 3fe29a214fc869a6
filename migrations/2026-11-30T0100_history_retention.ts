import type { Kysely } from 'kysely';

// Edit without fear (issue 39), step 2: recently deleted records and how long history is kept.
// - `revisions.dependants`: a deletion's revision also keeps what went with the record (a spare group's parts, a
//   product's properties, the products a category was set on), so bringing it back within 30 days is whole.
// - `history_settings`: one row once an owner sets it, how many revisions per record and how many days are kept
//   (100 and 365 until then: history-retention.ts); the daily housekeeping removes older revisions, never a record's newest, and the retired picture files
//   older than the days kept.
// - An index for the list of recent deletions.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('revisions').addColumn('dependants', 'text').execute();
  await db.schema.createIndex('revisions_action_time').on('revisions').columns(['action', 'created_at']).execute();
  await db.schema
    .createTable('history_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('keep_revisions', 'integer', (c) => c.notNull())
    .addColumn('keep_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_settings').execute();
  await db.schema.dropIndex('revisions_action_time').execute();
  await db.schema.alterTable('revisions').dropColumn('dependants').execute();
}
