import type { Kysely } from 'kysely';

// The Requests screen becomes an inbox: each inquiry has a status and an internal note.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('requests')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('requests_status').on('requests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('requests_status').execute();
  await db.schema.alterTable('requests').dropColumn('note').execute();
  await db.schema.alterTable('requests').dropColumn('status').execute();
}
