import type { Db, InvitationsTable, PasswordResetsTable } from '@tp/db';
import type { Insertable } from 'kysely';
import type { Role, UserLanguage } from '@tp/schemas';

/** What an owner sees of a user: never the password hash. */
const userColumns = ['id', 'login', 'name', 'role', 'language', 'created_at', 'disabled_at'] as const;

/** Every user, owners first, then by login; with when any of their sessions or tokens was last used. */
export function listUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(userColumns)
    .select((eb) =>
      eb
        .selectFrom('access_tokens')
        .select((tokens) => tokens.fn.max('access_tokens.last_used_at').as('last_seen_at'))
        .whereRef('access_tokens.user_id', '=', 'users.id')
        .as('last_seen_at'),
    )
    .orderBy((eb) => eb.case().when('role', '=', 'owner').then(0).else(1).end())
    .orderBy('login')
    .execute();
}

/** The owners who may sign in, with their login (an e-mail address for all but the first account) and language. */
export function enabledOwners(db: Db) {
  return db
    .selectFrom('users')
    .select(['login', 'language'])
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/** Owners who may sign in, other than `exceptId`: the last one must stay. */
export async function countOtherEnabledOwners(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function updateUser(
  db: Db,
  id: number,
  values: { role?: Role; name?: string; language?: UserLanguage; disabled_at?: string | null },
  now: string,
) {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Db, id: number) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

// Invitations and password resets: rows keyed by the hash of their link's secret.

const invitationColumns = ['id', 'email', 'role', 'name', 'language', 'created_at', 'expires_at'] as const;

export function insertInvitation(db: Db, values: Insertable<InvitationsTable>) {
  return db.insertInto('invitations').values(values).returning(invitationColumns).executeTakeFirstOrThrow();
}

/** Invitations not accepted yet and not expired, newest first, with who invited. */
export function listOpenInvitations(db: Db, now: string) {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .select(invitationColumns.map((column) => `invitations.${column}` as const))
    .select('users.login as invited_by')
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.expires_at', '>', now)
    .orderBy('invitations.id', 'desc')
    .execute();
}

/** An address's invitations that were not accepted: a new one replaces them. */
export function deleteOpenInvitations(db: Db, email: string) {
  return db.deleteFrom('invitations').where('email', '=', email).where('accepted_at', 'is', null).execute();
}

export async function deleteInvitation(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Marks a live invitation accepted and gives it back; undefined when there is none by that hash (or it is used or expired). */
export function takeInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'role', 'name', 'language'])
    .executeTakeFirst();
}

export function insertPasswordReset(db: Db, values: Insertable<PasswordResetsTable>) {
  return db.insertInto('password_resets').values(values).execute();
}

/** Uses up a live reset link, and every other open one of the same user; undefined when there is none. */
export async function takePasswordReset(db: Db, tokenHash: string, now: string) {
  const reset = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  if (reset)
    await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
  return reset;
}
