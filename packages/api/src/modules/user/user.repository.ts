import type { Db } from '@tp/db';
import type { Role } from '@tp/schemas';

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
  values: { role?: Role; name?: string; disabled_at?: string | null },
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
