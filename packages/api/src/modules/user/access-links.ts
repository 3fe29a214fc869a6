import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { InvitationInput, UserLanguage } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { enqueueMail } from '../../platform/mail/outbox.repository.ts';
import { countHit, enforceRateLimit } from '../../platform/rate-limit.ts';
import { findUserByLogin, insertUserWithPassword, issueSession, replacePassword } from '../auth/auth.service.ts';
import { logActivity } from '../activity/activity.service.ts';
import * as repo from './user.repository.ts';
import { invitationMail, passwordResetMail } from './team-mail.ts';

// Links that give access, sent by mail: an invitation (48 hours) and a password reset (1 hour). Each carries a random
// secret in the address's fragment (#…: never sent to a server, so never in an access log or a Referer); the
// database keeps its hash; a link works once.

type Invitation = Awaited<ReturnType<typeof repo.insertInvitation>>;

const HOUR_MS = 3_600_000;
export const INVITATION_VALID_MS = 48 * HOUR_MS;
export const RESET_VALID_MS = HOUR_MS;
/** Reset mails one account gets per hour; more requests are answered alike and send nothing. */
const RESETS_PER_ACCOUNT_HOUR = 3;
/** Reset requests one address may send per minute (429 beyond). */
const RESETS_PER_ADDRESS_MINUTE = 5;

export const INVITATION_INVALID = 'This invitation link is not valid: it was used, has expired or was withdrawn';
export const RESET_INVALID = 'This link to reset the password is not valid: it was used or has expired';

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const siteUrlOf = (ctx: Context) => ctx.mail?.siteUrl ?? ctx.siteUrl ?? 'http://localhost:3000';
/** A link of the sign-in pages that opens in the person's language, with the secret after `#`. */
const accessLink = (ctx: Context, page: string, language: UserLanguage, secret: string) =>
  new URL(`/controller/${page}?lang=${language}#${secret}`, siteUrlOf(ctx)).href;

/**
 * Invites an address with a role. A new invitation of the same address replaces the one before (its link stops
 * working). With a mail server the link goes by mail in `language` (the inviting owner's unless said); without one,
 * it is in this answer for the owner to pass on: the only time it is shown.
 */
export async function invite(
  ctx: Context,
  admin: AdminSession,
  input: InvitationInput,
  ownLanguage: UserLanguage,
): Promise<Invitation & { mailed: boolean; link?: string }> {
  const email = input.email.toLowerCase();
  if (await findUserByLogin(ctx.db, email))
    throw new TRPCError({ code: 'CONFLICT', message: 'A user with this e-mail address exists already' });
  const now = ctx.now();
  const secret = newSecret();
  await repo.deleteOpenInvitations(ctx.db, email);
  const invitation = await repo.insertInvitation(ctx.db, {
    email,
    role: input.role,
    name: input.name ?? '',
    language: input.language ?? ownLanguage,
    token_hash: hashSecret(secret),
    invited_by: admin.userId,
    created_at: now.toISOString(),
    expires_at: later(now, INVITATION_VALID_MS),
  });
  const link = accessLink(ctx, 'invitation', invitation.language, secret);
  if (ctx.mail) {
    await enqueueMail(
      ctx.db,
      'invitation',
      invitationMail({
        to: email,
        role: invitation.role,
        language: invitation.language,
        inviter: admin.name || admin.login,
        link,
        from: ctx.mail.mailer.from,
      }),
      now.toISOString(),
      ctx.requestId,
    );
    return { ...invitation, mailed: true };
  }
  return { ...invitation, mailed: false, link };
}

export const listInvitations = (ctx: Context) => repo.listOpenInvitations(ctx.db, ctx.now().toISOString());

export async function withdrawInvitation(ctx: Context, id: number) {
  if (!(await repo.deleteInvitation(ctx.db, id)))
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Invitation not found' });
  return { ok: true as const };
}

/**
 * The invited person chooses a password: the user is created with the invitation's address, role and language,
 * the invitation is used up, and they are signed in. A used, expired or withdrawn link changes nothing.
 */
export async function acceptInvitation(ctx: Context, input: { token: string; password: string; name?: string }) {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    // Used up first: of two acceptances at once, one finds nothing to take.
    const invitation = await repo.takeInvitation(trx, hashSecret(input.token), now.toISOString());
    if (!invitation) throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_INVALID });
    if (await findUserByLogin(trx, invitation.email))
      throw new TRPCError({ code: 'CONFLICT', message: 'A user with this e-mail address exists already' });
    const user = await insertUserWithPassword(
      trx,
      {
        login: invitation.email,
        role: invitation.role,
        name: input.name ?? invitation.name,
        language: invitation.language,
      },
      input.password,
      now,
    );
    await logTeamEvent(trx, ctx, 'accept-invitation', user);
    return issueSession(ctx, trx, user, now);
  });
}

/**
 * "Forgot password": queues a reset link when the address belongs to a user who may sign in and has not had
 * three in the last hour. The answer is the same in every case, so it tells nobody whether an address has an account.
 */
export async function requestPasswordReset(ctx: Context, email: string) {
  const now = ctx.now();
  await enforceRateLimit(ctx.db, {
    bucket: 'password-reset',
    address: ctx.ip,
    perMinute: RESETS_PER_ADDRESS_MINUTE,
    now,
    message: 'Too many requests. Please wait a minute and try again.',
  });
  const user = await findUserByLogin(ctx.db, email.toLowerCase());
  if (!user || user.disabled_at || !ctx.mail) return { accepted: true as const };
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countHit(trx, 'password-reset-account', String(user.id), now, HOUR_MS)) > RESETS_PER_ACCOUNT_HOUR)
      return;
    const secret = newSecret();
    await repo.insertPasswordReset(trx, {
      user_id: user.id,
      token_hash: hashSecret(secret),
      created_at: now.toISOString(),
      expires_at: later(now, RESET_VALID_MS),
    });
    await enqueueMail(
      trx,
      'password-reset',
      passwordResetMail({
        to: user.login,
        login: user.login,
        language: user.language,
        link: accessLink(ctx, 'reset-password', user.language, secret),
        from: ctx.mail!.mailer.from,
      }),
      now.toISOString(),
      ctx.requestId,
    );
  });
  ctx.mail.wake();
  return { accepted: true as const };
}

/** A new password through a reset link: every session and token of the user ends; the link and its siblings are used up. */
export async function confirmPasswordReset(ctx: Context, input: { token: string; password: string }) {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const reset = await repo.takePasswordReset(trx, hashSecret(input.token), now.toISOString());
    if (!reset) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_INVALID });
    const user = await repo.findUser(trx, reset.user_id);
    if (!user || user.disabled_at) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_INVALID });
    await replacePassword(trx, user.id, input.password, now);
    await logTeamEvent(trx, ctx, 'password-reset', { id: user.id, login: user.login });
  });
  return { ok: true as const };
}

/** Public calls that change access are logged as the person they concern (never with the secret). */
function logTeamEvent(db: Db, ctx: Context, action: string, user: { id: number; login: string }) {
  return logActivity(db, {
    at: ctx.now().toISOString(),
    actor_kind: 'session',
    actor: user.login,
    user_id: user.id,
    action,
    entity: 'auth',
    entity_id: String(user.id),
    fields: [],
    via: ctx.via,
    ip: ctx.ip,
  });
}
