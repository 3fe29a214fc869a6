import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { Role } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import * as repo from './auth.repository.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';

export const API_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The user's live API tokens (never their secrets), newest first. */
export function listApiTokens(ctx: Context, admin: AdminSession) {
  return repo.listApiTokens(ctx.db, admin.userId, ctx.now().toISOString());
}

/** A new API token for scripts; its secret is in this answer only, the database keeps a hash. */
export function issueApiToken(ctx: Context, admin: AdminSession, input: { name: string; role?: Role }) {
  // Only owners come here (the tier); a token never grants more than its maker's role, checked again on each call.
  return insertApiToken(ctx.db, admin.userId, input, ctx.now());
}

/** Stores a new API token of an account (dashboard and CLI alike) and returns it with its one-time secret. */
export async function insertApiToken(db: Db, userId: number, input: { name: string; role?: Role }, now: Date) {
  const secret = newSecret();
  const row = await repo.insertApiTokenRow(db, {
    user_id: userId,
    name: input.name,
    role: input.role ?? null,
    token_hash: hashSecret(secret),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + API_TOKEN_TTL_MS).toISOString(),
  });
  return { ...row, token: secret };
}

export async function revokeApiToken(ctx: Context, admin: AdminSession, id: number) {
  if (!(await repo.revokeApiToken(ctx.db, admin.userId, id, ctx.now().toISOString()))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'API token not found' });
  }
  return { ok: true as const };
}
