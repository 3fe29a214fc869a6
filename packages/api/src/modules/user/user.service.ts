import { TRPCError } from '@trpc/server';
import { serializeOn, type Db } from '@tp/db';
import type { InvitationInput, ProfileUpdateInput, UserLanguage, UserUpdateInput } from '@tp/schemas';
import type { AdminSession } from '../../trpc/session.ts';
import { invite } from './access-links.ts';
import type { Context } from '../../trpc/context.ts';
import { revokeEverySignIn, revokeSessionsOf } from '../auth/auth.service.ts';
import * as repo from './user.repository.ts';

export const LAST_OWNER = 'The last owner cannot be removed, demoted or disabled: make another user an owner first';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

/** A user as the API answers it: `disabled` as a flag beside when. */
const shown = <Row extends UserRow>({ disabled_at, ...user }: Row) => ({
  ...user,
  disabled: disabled_at !== null,
  disabled_at,
});

export const listUsers = async (ctx: Context) => (await repo.listUsers(ctx.db)).map(shown);

async function requireUser(ctx: Context, id: number) {
  const user = await repo.findUser(ctx.db, id);
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
  return user;
}

/**
 * Refuses a change that would leave no owner who can sign in. Changes of owners are taken one at a time (on every
 * server), so two owners demoting each other at once cannot both succeed.
 */
async function keepAnOwner(ctx: Context, user: UserRow, stillAnEnabledOwner: boolean) {
  if (user.role !== 'owner' || user.disabled_at !== null || stillAnEnabledOwner) return;
  await serializeOn(ctx.db, 'owners');
  if ((await repo.countOtherEnabledOwners(ctx.db, user.id)) === 0)
    throw new TRPCError({ code: 'CONFLICT', message: LAST_OWNER });
}

/**
 * An owner's change to a user: role, name, disabled; what is not sent is kept. Disabling ends every session and
 * token of the user at once; a demotion takes effect on their next call (roles are read per call).
 */
export async function updateUser(ctx: Context, { id, role, name, disabled }: UserUpdateInput) {
  const user = await requireUser(ctx, id);
  const becomesDisabled = disabled === true && user.disabled_at === null;
  await keepAnOwner(ctx, user, (role ?? user.role) === 'owner' && !(disabled ?? user.disabled_at !== null));
  const now = ctx.now();
  const disabledAt = disabled === undefined ? undefined : disabled ? (user.disabled_at ?? now.toISOString()) : null;
  const updated = await repo.updateUser(ctx.db, id, { role, name, disabled_at: disabledAt }, now.toISOString());
  if (becomesDisabled) await revokeEverySignIn(ctx.db, id, now);
  return shown(updated);
}

/** An owner signs a user out of every browser at once (a lost laptop). */
export async function signOutUser(ctx: Context, id: number) {
  await requireUser(ctx, id);
  return revokeSessionsOf(ctx, id);
}

/** Removes a user; what they did stays in the activity log under their login. */
export async function removeUser(ctx: Context, id: number) {
  const user = await requireUser(ctx, id);
  await keepAnOwner(ctx, user, false);
  await repo.deleteUser(ctx.db, id);
  return { ok: true as const };
}

/** Invites an address with a role; the mail in the inviting owner's dashboard language unless the owner chose one. */
export async function inviteUser(ctx: Context, admin: AdminSession, input: InvitationInput) {
  const owner = await requireUser(ctx, admin.userId);
  return invite(ctx, admin, input, owner.language);
}

/** A user's own name and dashboard language (their mails follow it). */
export async function updateProfile(ctx: Context, admin: AdminSession, input: ProfileUpdateInput) {
  const updated = await repo.updateUser(ctx.db, admin.userId, input, ctx.now().toISOString());
  return { login: updated.login, name: updated.name, role: admin.role, language: updated.language };
}

/** The owners to tell of something only an owner can mend (a webhook endpoint switched off): those with an address. */
export async function ownersToTell(db: Db): Promise<{ email: string; language: UserLanguage }[]> {
  return (await repo.enabledOwners(db))
    .filter((owner) => owner.login.includes('@'))
    .map((owner) => ({ email: owner.login, language: owner.language }));
}

export {
  acceptInvitation,
  confirmPasswordReset,
  listInvitations,
  requestPasswordReset,
  withdrawInvitation,
} from './access-links.ts';
