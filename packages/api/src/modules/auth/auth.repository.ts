import type { Db } from '@tp/db';
import type { Role, UserLanguage } from '@tp/schemas';

export function findUserByLogin(db: Db, login: string) {
  return db.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first owner (the administrator of the first release, or whoever is the oldest owner now). */
export function findFirstOwner(db: Db) {
  return db.selectFrom('users').selectAll().where('role', '=', 'owner').orderBy('id').executeTakeFirst();
}

export function countUsers(db: Db) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export async function insertUser(
  db: Db,
  values: { login: string; password_hash: string; role: Role; name?: string; language?: UserLanguage },
  now: string,
) {
  return db
    .insertInto('users')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, values: { login?: string; password_hash?: string }, now: string) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertToken(
  db: Db,
  values: {
    user_id: number;
    kind: 'session' | 'api';
    name: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    user_agent?: string | null;
    ip?: string | null;
    setup_only?: number;
  },
) {
  return db.insertInto('access_tokens').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/**
 * A token that is not revoked and not expired at `now` (a session also not idle since `idleSince`), of a user who
 * is not disabled, with who the user is.
 */
export function findLiveToken(db: Db, tokenHash: string, now: string, idleSince: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id',
      'access_tokens.user_id',
      'access_tokens.last_used_at',
      'access_tokens.kind',
      'access_tokens.name',
      'access_tokens.role as token_role',
      'access_tokens.setup_only',
      'users.login',
      'users.name as user_name',
      'users.role as user_role',
      'users.language as user_language',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('users.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('access_tokens.kind', '=', 'api'),
        eb(eb.fn.coalesce('access_tokens.last_used_at', 'access_tokens.created_at'), '>', idleSince),
      ]),
    )
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

/** Signs a user out everywhere: every token, or only the browsers' sessions (`kind`). */
export function revokeAllTokens(db: Db, userId: number, now: string, kind?: 'session') {
  let tokens = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  // Only the browsers' sessions, when the user's API tokens are to keep working (a second factor reset).
  if (kind) tokens = tokens.where('kind', '=', kind);
  return tokens.execute();
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

const apiTokenColumns = ['id', 'name', 'role', 'created_at', 'expires_at', 'last_used_at'] as const;

/** An account's live API tokens, newest first. */
export function listApiTokens(db: Db, userId: number, now: string) {
  return db
    .selectFrom('access_tokens')
    .select(apiTokenColumns)
    .where('user_id', '=', userId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export function insertApiTokenRow(
  db: Db,
  values: {
    user_id: number;
    name: string;
    role: Role | null;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
) {
  return db
    .insertInto('access_tokens')
    .values({ ...values, kind: 'api' })
    .returning(apiTokenColumns)
    .executeTakeFirstOrThrow();
}

/** Revokes a live API token of the account; false when it has none by that id. */
export async function revokeApiToken(db: Db, userId: number, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// Sessions: the access tokens of browser sign-ins.

/** A user's live sessions (not revoked, not expired, not idle since `idleSince`), most recently used first. */
export function listSessions(db: Db, userId: number, now: string, idleSince: string) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', idleSince))
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends sessions of a user: one (`only`), all but one (`except`), or all; answers how many ended. */
export async function revokeSessions(
  db: Db,
  userId: number,
  now: string,
  which: { only?: number; except?: number } = {},
) {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  if (which.except !== undefined) query = query.where('id', '!=', which.except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
