import type { Db } from '@tp/db';
import type { Role } from '@tp/schemas';

// The second factors of users: the authenticator app's secret (columns of `users`), recovery codes, passkeys, the
// challenges between steps, and which roles must use one.

/** What a user has as a second factor. */
export async function secondFactorsOf(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['totp_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [codes, keys] = await Promise.all([
    db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totp: user.totp_confirmed_at !== null,
    recoveryCodesLeft: Number(codes.count),
    passkeys: Number(keys.count),
  };
}

// The authenticator app.

export function findTotp(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['totp_secret', 'totp_confirmed_at', 'totp_last_step', 'login'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function setTotp(
  db: Db,
  userId: number,
  values: { totp_secret: string | null; totp_confirmed_at: string | null; totp_last_step: number | null },
) {
  return db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/**
 * Takes the code's time step: false when a code of this step or a later one was taken already (by this request's
 * twin on another server, too), so a code is accepted once.
 */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Recovery codes.

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: string) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length > 0)
    await db
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
      .execute();
}

/** Uses up an unused recovery code of the user; false when there is none with this hash. */
export async function takeRecoveryCode(db: Db, userId: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Passkeys.

const passkeyListColumns = ['id', 'name', 'backed_up', 'created_at', 'last_used_at'] as const;

export function listPasskeys(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(passkeyListColumns).where('user_id', '=', userId).orderBy('id').execute();
}

/** The credentials of a user, for the browser to skip registering an authenticator twice. */
export function passkeyCredentialsOf(db: Db, userId: number) {
  return db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
}

export function findPasskeyByCredential(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export function insertPasskey(
  db: Db,
  values: {
    user_id: number;
    credential_id: string;
    public_key: string;
    counter: number;
    transports: string;
    backed_up: number;
    name: string;
    created_at: string;
  },
) {
  return db.insertInto('passkeys').values(values).returning(passkeyListColumns).executeTakeFirstOrThrow();
}

/**
 * Moves the signature counter forward: false when another sign-in took this counter value or a later one first.
 * Authenticators that keep no counter (synced passkeys) always send 0; those are not compared.
 */
export async function takePasskeyCounter(db: Db, id: number, counter: number, now: string): Promise<boolean> {
  let update = db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id);
  if (counter > 0) update = update.where('counter', '<', counter);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function renamePasskey(db: Db, userId: number, id: number, name: string) {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(passkeyListColumns)
    .executeTakeFirst();
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function deleteAllPasskeys(db: Db, userId: number) {
  return db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}

// Challenges between the steps of a sign-in and of the WebAuthn ceremonies.

export function insertChallenge(
  db: Db,
  values: {
    purpose: 'second-factor' | 'passkey-registration' | 'passkey-sign-in';
    challenge_hash: string;
    user_id: number | null;
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('auth_challenges').values(values).execute();
}

/** A live challenge of this purpose, left in place (the second step may be retried with another code). */
export function findChallenge(
  db: Db,
  purpose: 'second-factor' | 'passkey-registration' | 'passkey-sign-in',
  hash: string,
  now: string,
) {
  return db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('challenge_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a live challenge up: of two answers at once, one finds it. */
export function takeChallenge(
  db: Db,
  purpose: 'second-factor' | 'passkey-registration' | 'passkey-sign-in',
  hash: string,
  now: string,
) {
  return db
    .deleteFrom('auth_challenges')
    .where('purpose', '=', purpose)
    .where('challenge_hash', '=', hash)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export function pruneChallenges(db: Db, now: string) {
  return db.deleteFrom('auth_challenges').where('expires_at', '<=', now).execute();
}

// Which roles must use a second factor.

export async function rolesRequiringSecondFactor(db: Db): Promise<Role[]> {
  const rows = await db.selectFrom('role_policies').select('role').where('require_second_factor', '=', 1).execute();
  return rows.map((row) => row.role);
}

export async function setRolesRequiringSecondFactor(db: Db, roles: Role[]) {
  await db.deleteFrom('role_policies').execute();
  if (roles.length > 0)
    await db
      .insertInto('role_policies')
      .values(roles.map((role) => ({ role, require_second_factor: 1 })))
      .execute();
}

/** Ends the setup-only state of a user's sessions once they have a second factor. */
export function liftSetupOnly(db: Db, userId: number) {
  return db.updateTable('access_tokens').set({ setup_only: 0 }).where('user_id', '=', userId).execute();
}
