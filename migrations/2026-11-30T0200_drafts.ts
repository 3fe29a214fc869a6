import type { Kysely } from 'kysely';

// Edit without fear (issue 39), step 3: drafts beside the published version.
// - `drafts`: at most one per record (services, spare groups, pages, products): the fields changed in it as JSON,
//   PATCH-like (what is not in it is the live value), a version that each save moves on (a save or a publish that
//   names an older one is refused: someone else changed it meanwhile), the fields of the save before (to say what that
//   change was), who saved it last and when. Visitors, caches, search and the sitemap read the records only.
// - `preview_links`: a draft's preview link for a colleague without an account: the hash of its random token (the
//   token itself is only in the link), the record it shows, who made it and until when it works (24 hours).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('drafts')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('previous_fields', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('drafts_pkey', ['entity', 'record_id'])
    .execute();
  await db.schema
    .createTable('preview_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_links_expiry').on('preview_links').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preview_links').execute();
  await db.schema.dropTable('drafts').execute();
}
