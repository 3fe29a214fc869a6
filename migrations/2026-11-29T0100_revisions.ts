import type { Kysely } from 'kysely';

// Edit without fear (issue 39), step 1: the history of content records.
// - `revisions`: the state of a content record (its fields and, for records with pictures, their list) after each
//   change, as JSON, with the fields the change moved, who made it (a person, or a person through an API token) and
//   when. The first change of a record that existed before its history began also keeps the state it found, as a
//   `baseline` revision, so every change can be undone. A deleted record keeps its revisions (the last is its state
//   when deleted). Records are named by entity (`service`, `spare-part`, …) and id, with no foreign key: the history
//   outlives the record.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('fields_changed', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text')
    .addColumn('token_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revisions_record').on('revisions').columns(['entity', 'record_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revisions').execute();
}
