import { sql, type Kysely } from 'kysely';

// A team in the back office (issue 36): the one administrator account becomes the first of several users, each with a
// role; a token can carry a lower role than its user's (a script an owner makes for sales); sessions keep the device
// and address they were signed in from; the activity log names the person behind every change.
const ROLES = sql`('owner', 'editor', 'sales')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_accounts').renameTo('users').execute();
  await db.schema
    .alterTable('users')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The least the default grants; every row there is today is the administrator, who becomes the first owner.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('sales')
        .check(sql`role in ${ROLES}`),
    )
    .execute();
  await db.updateTable('users').set({ role: 'owner' }).execute();
  // The language of the mails a user gets (invitations, resets): the dashboard's language they last chose.
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('de')
        .check(sql`language in ('de', 'en', 'ru')`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  await db.schema.alterTable('access_tokens').renameColumn('account_id', 'user_id').execute();
  // Null: the user's own role, whatever it is at the time of the call.
  await db.schema
    .alterTable('access_tokens')
    .addColumn('role', 'text', (c) => c.check(sql`role in ${ROLES}`))
    .execute();
  await db.schema.alterTable('access_tokens').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('access_tokens').addColumn('ip', 'text').execute();

  await db.schema
    .alterTable('activity')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('activity').addColumn('token_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity').dropColumn('token_name').execute();
  await db.schema.alterTable('activity').dropColumn('user_id').execute();
  for (const column of ['ip', 'user_agent', 'role'])
    await db.schema.alterTable('access_tokens').dropColumn(column).execute();
  await db.schema.alterTable('access_tokens').renameColumn('user_id', 'account_id').execute();
  for (const column of ['disabled_at', 'language', 'role', 'name'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('users').renameTo('admin_accounts').execute();
}
