import { sql, type Kysely } from 'kysely';

// The address and footer line in each language: `address_de/_en/_ru`, `footer_text_de/_en/_ru`. Today's single values
// become the German ones (German is the source language; English and Russian pages show it until translated).
const COLUMNS = ['address', 'footer_text'] as const;
const LANGUAGES = ['de', 'en', 'ru'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    for (const lang of LANGUAGES)
      await db.schema
        .alterTable('settings')
        .addColumn(`${column}_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
  await db
    .updateTable('settings')
    .set({ address_de: sql.ref('address'), footer_text_de: sql.ref('footer_text') })
    .execute();
  for (const column of COLUMNS) await db.schema.alterTable('settings').dropColumn(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    await db.schema
      .alterTable('settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await db
    .updateTable('settings')
    .set({ address: sql.ref('address_de'), footer_text: sql.ref('footer_text_de') })
    .execute();
  for (const column of COLUMNS)
    for (const lang of LANGUAGES) await db.schema.alterTable('settings').dropColumn(`${column}_${lang}`).execute();
}
