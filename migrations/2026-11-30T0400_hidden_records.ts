import type { Kysely } from 'kysely';

// Edit without fear (issue 39), step 6: a new record scheduled to appear. Services, spare groups and products can be hidden
// from visitors (`hidden` 1: in no menu, list, search or sitemap, their page not found) while the team prepares them;
// a draft that shows one, scheduled, makes it appear at its time, and its switch back hides it again.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['services', 'spare_groups', 'products']) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['services', 'spare_groups', 'products'])
    await db.schema.alterTable(table).dropColumn('hidden').execute();
}
