import type { Kysely } from 'kysely';

// Challenges remember the address that asked for them, so one address cannot fill the table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('captcha_challenges')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('captcha_challenges_ip').on('captcha_challenges').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('captcha_challenges_ip').execute();
  await db.schema.alterTable('captcha_challenges').dropColumn('ip').execute();
}
