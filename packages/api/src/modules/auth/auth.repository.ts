import type { Db } from '@tp/db';

export function findAccountByLogin(db: Db, login: string) {
  return db.selectFrom('admin_accounts').selectAll().where('login', '=', login).executeTakeFirst();
}

export function findAccountById(db: Db, id: number) {
  return db.selectFrom('admin_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findFirstAccount(db: Db) {
  return db.selectFrom('admin_accounts').selectAll().orderBy('id').executeTakeFirst();
}

export async function insertAccount(db: Db, login: string, passwordHash: string, now: string) {
  return db
    .insertInto('admin_accounts')
    .values({ login, password_hash: passwordHash, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAccount(db: Db, id: number, values: { login?: string; password_hash?: string }, now: string) {
  return db
    .updateTable('admin_accounts')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertToken(
  db: Db,
  values: {
    account_id: number;
    kind: 'session' | 'api';
    name: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('access_tokens').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/** A token that is not revoked and not expired at `now`, with its account's login. */
export function findLiveToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('admin_accounts', 'admin_accounts.id', 'access_tokens.account_id')
    .select([
      'access_tokens.id',
      'access_tokens.account_id',
      'access_tokens.last_used_at',
      'access_tokens.kind',
      'access_tokens.name',
      'admin_accounts.login',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

export function touchToken(db: Db, id: number, now: string) {
  return db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export function revokeToken(db: Db, id: number, now: string) {
  return db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeAllTokens(db: Db, accountId: number, now: string) {
  return db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Records a sign-in attempt, counted as failed until `markSignInSucceeded`; gives back its id. */
export async function insertSignInAttempt(
  db: Db,
  values: { ip: string; login: string; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('sign_in_attempts')
    .values({ ...values, succeeded: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function markSignInSucceeded(db: Db, id: number) {
  await db.updateTable('sign_in_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

/** Failed sign-ins since `since`, counted by IP and by login. */
export async function countRecentFailures(db: Db, ip: string, login: string, since: string) {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('by_ip'),
      eb.fn.sum<number>(eb.case().when('login', '=', login).then(1).else(0).end()).as('by_login'),
    ])
    .where('succeeded', '=', 0)
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('ip', '=', ip), eb('login', '=', login)]))
    .executeTakeFirst();
  return { byIp: Number(row?.by_ip ?? 0), byLogin: Number(row?.by_login ?? 0) };
}

export function pruneSignInAttempts(db: Db, before: string) {
  return db.deleteFrom('sign_in_attempts').where('created_at', '<', before).execute();
}

// API tokens: the listable part of an access token of kind 'api' (never its hash).

const apiTokenColumns = ['id', 'name', 'created_at', 'expires_at', 'last_used_at'] as const;

/** An account's live API tokens, newest first. */
export function listApiTokens(db: Db, accountId: number, now: string) {
  return db
    .selectFrom('access_tokens')
    .select(apiTokenColumns)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export function insertApiTokenRow(
  db: Db,
  values: { account_id: number; name: string; token_hash: string; created_at: string; expires_at: string },
) {
  return db
    .insertInto('access_tokens')
    .values({ ...values, kind: 'api' })
    .returning(apiTokenColumns)
    .executeTakeFirstOrThrow();
}

/** Revokes a live API token of the account; false when it has none by that id. */
export async function revokeApiToken(db: Db, accountId: number, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
