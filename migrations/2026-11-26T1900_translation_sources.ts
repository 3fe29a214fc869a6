import type { Kysely } from 'kysely';

// Which German text a translation was made from, where that is no longer today's German text: a row is written when
// the German text of a record changes while a translation of it is kept, holding a hash of the German text before the
// change. The translation is outdated while the German text differs from that; saving the translation, or marking it
// still right, deletes the row. No row means the translation (if any) is current.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('translation_sources')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_sources_pk', ['entity', 'record_id', 'field', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_sources').execute();
}
