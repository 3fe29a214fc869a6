import type { Kysely } from 'kysely';

// The address of the page an inquiry was sent from (`/en/part-list/3`), so the team sees what the buyer was looking at.
// Requests stored before it have none ('').
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('requests')
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').dropColumn('page').execute();
}
