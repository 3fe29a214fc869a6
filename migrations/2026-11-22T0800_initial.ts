import { sql, type Kysely } from 'kysely';

// Frozen once landed: a later change to the schema is a new file, never an edit here.
// Timestamps are ISO-8601 text written by the application, so the same SQL runs on PostgreSQL later.

const texts3 = (prefix: string) => [`${prefix}_de`, `${prefix}_en`, `${prefix}_ru`] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'api')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('access_tokens_account').on('access_tokens').column('account_id').execute();

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_ip').on('sign_in_attempts').columns(['ip', 'created_at']).execute();
  await db.schema
    .createIndex('sign_in_attempts_login')
    .on('sign_in_attempts')
    .columns(['login', 'created_at'])
    .execute();

  await db.schema
    .createTable('captcha_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_challenges_expiry').on('captcha_challenges').column('expires_at').execute();

  await db.schema
    .createTable('captcha_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_tickets_expiry').on('captcha_tickets').column('expires_at').execute();

  // Images of pages, services, spare groups and products: one row per file keeps order and makes clean-up exact.
  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_type', 'text', (c) =>
      c.notNull().check(sql`owner_type in ('page', 'service', 'spare_group', 'product')`),
    )
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_owner').on('images').columns(['owner_type', 'owner_id', 'position']).execute();

  let pages = db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('link', 'text', (c) => c.notNull().unique());
  for (const column of texts3('text')) pages = pages.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await pages.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

  let pageParts = db.schema
    .createTable('page_parts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('image', 'text');
  for (const column of texts3('description'))
    pageParts = pageParts.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await pageParts
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_parts_page').on('page_parts').columns(['page_id', 'position']).execute();

  for (const table of ['services', 'spare_groups'] as const) {
    let builder = db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    for (const column of [...texts3('title'), ...texts3('text')]) {
      builder = builder.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
    }
    await builder
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  }

  let spareParts = db.schema
    .createTable('spare_parts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('spare_groups.id').onDelete('cascade'))
    .addColumn('partnumber', 'text', (c) => c.notNull());
  for (const column of texts3('description'))
    spareParts = spareParts.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await spareParts
    .addColumn('subst_part', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`quantity >= 0`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spare_parts_group').on('spare_parts').columns(['group_id', 'partnumber']).execute();
  await db.schema.createIndex('spare_parts_partnumber').on('spare_parts').column('partnumber').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DE')
        .check(sql`lang in ('DE', 'EN', 'RU')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_lang').on('categories').column('lang').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DE')
        .check(sql`lang in ('DE', 'EN', 'RU')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('power', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_lang_category').on('products').columns(['lang', 'category_id']).execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_properties')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('image', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_properties_product').on('product_properties').column('product_id').execute();

  let partners = db.schema
    .createTable('partners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('image', 'text', (c) => c.notNull());
  for (const column of texts3('text')) partners = partners.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await partners
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('de')
        .check(sql`lang in ('de', 'en', 'ru')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('requests_created').on('requests').column('created_at').execute();

  await db.schema
    .createTable('cv_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('de')
        .check(sql`lang in ('de', 'en', 'ru')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // CV files live outside the public uploads; stored_name is random, original_name is only shown and sent back.
  await db.schema
    .createTable('cv_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('cv_applications.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cv_files_application').on('cv_files').column('application_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'cv_files',
    'cv_applications',
    'requests',
    'partners',
    'product_properties',
    'products',
    'categories',
    'spare_parts',
    'spare_groups',
    'services',
    'page_parts',
    'pages',
    'images',
    'captcha_tickets',
    'captcha_challenges',
    'sign_in_attempts',
    'access_tokens',
    'admin_accounts',
    'settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
