import { sql, type Kysely } from 'kysely';

// Passkeys and two-factor sign-in (issue 36):
// - `users.totp_*`: an authenticator app's secret (RFC 6238); `totp_confirmed_at` is null while it is being set up,
//   `totp_last_step` is the 30-second step of the last code accepted, so a code works once.
// - `recovery_codes`: ten one-time codes per user, only their hashes.
// - `passkeys`: WebAuthn credentials (public key, signature counter), several per user.
// - `auth_challenges`: the short-lived challenges of a sign-in's second step and of the WebAuthn ceremonies, in the
//   database so that any server may answer the step that follows; only their hashes.
// - `role_policies`: whether a role must sign in with a second factor (a passkey or an authenticator app); a role
//   without a row need not (a fresh database has no rows, as `copyDatabase` wants of its target).
// - `access_tokens.setup_only`: a session of a user whose role requires a second factor they do not have yet; it may
//   only set one up.
const ROLES = sql`('owner', 'editor', 'sales')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_confirmed_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('second-factor', 'passkey-registration', 'passkey-sign-in')`),
    )
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_challenges_expiry').on('auth_challenges').column('expires_at').execute();

  await db.schema
    .createTable('role_policies')
    .addColumn('role', 'text', (c) => c.primaryKey().check(sql`role in ${ROLES}`))
    .addColumn('require_second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('access_tokens')
    .addColumn('setup_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('setup_only').execute();
  for (const table of ['role_policies', 'auth_challenges', 'passkeys', 'recovery_codes'])
    await db.schema.dropTable(table).execute();
  for (const column of ['totp_last_step', 'totp_confirmed_at', 'totp_secret'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
