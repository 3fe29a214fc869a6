import { TRPCError } from '@trpc/server';
import { loadUserAgentReader } from '../../platform/heavy-modules.ts';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import * as repo from './auth.repository.ts';

/** A browser session ends after this long without a request, unless SESSION_IDLE_HOURS says otherwise. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/** The oldest last use a live session may have at `now`. */
export const idleSince = (ctx: Context, now: Date) =>
  new Date(now.getTime() - (ctx.sessionIdleMs ?? SESSION_IDLE_MS)).toISOString();

/** "Chrome 131 · Windows 10", read from a session's User-Agent; '' when there was none. */
export async function deviceOf(userAgent: string | null): Promise<string> {
  if (!userAgent) return '';
  const { browser, os } = (await loadUserAgentReader()).parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName].filter(Boolean).join(' ');
  return [name, system].filter(Boolean).join(' · ') || userAgent.slice(0, 60);
}

/** The caller's own live sessions: device, address, when signed in and last seen, and which one is this. */
export async function listOwnSessions(ctx: Context, admin: AdminSession) {
  const now = ctx.now();
  const sessions = await repo.listSessions(ctx.db, admin.userId, now.toISOString(), idleSince(ctx, now));
  return Promise.all(
    sessions.map(async ({ user_agent, last_used_at, ...session }) => ({
      ...session,
      device: await deviceOf(user_agent),
      last_seen_at: last_used_at ?? session.created_at,
      current: admin.kind === 'session' && session.id === admin.tokenId,
    })),
  );
}

/** Signs one of the caller's own sessions out (another device, or this one). */
export async function revokeOwnSession(ctx: Context, admin: AdminSession, id: number) {
  if ((await repo.revokeSessions(ctx.db, admin.userId, ctx.now().toISOString(), { only: id })) === 0)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Session not found' });
  return { ok: true as const };
}

/** "Sign out everywhere else": every session of the caller but the one of this call. */
export async function revokeOtherSessions(ctx: Context, admin: AdminSession) {
  const except = admin.kind === 'session' ? admin.tokenId : undefined;
  const revoked = await repo.revokeSessions(ctx.db, admin.userId, ctx.now().toISOString(), { except });
  return { revoked };
}

/** An owner signs a user out of every browser (their API tokens stay; disabling the user ends those too). */
export async function revokeSessionsOf(ctx: Context, userId: number) {
  return { revoked: await repo.revokeSessions(ctx.db, userId, ctx.now().toISOString()) };
}
