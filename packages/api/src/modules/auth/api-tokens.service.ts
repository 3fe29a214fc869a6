import { TRPCError } from '@trpc/server';
import type { Context } from '../../context.ts';
import type { Db } from '@tp/db';
import type { AdminSession } from './auth.service.ts';
import { hashSecret, newSecret } from './token.ts';

export const API_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const columns = ['id', 'name', 'created_at', 'expires_at', 'last_used_at'] as const;

/** The account's live API tokens (never their secrets), newest first. */
export function listApiTokens(ctx: Context, admin: AdminSession) {
  return ctx.db
    .selectFrom('access_tokens')
    .select(columns)
    .where('account_id', '=', admin.accountId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.now().toISOString())
    .orderBy('id', 'desc')
    .execute();
}

/** A new API token for scripts; its secret is in this answer only, the database keeps a hash. */
export function issueApiToken(ctx: Context, admin: AdminSession, name: string) {
  return insertApiToken(ctx.db, admin.accountId, name, ctx.now());
}

/** Stores a new API token of an account (dashboard and CLI alike) and returns it with its one-time secret. */
export async function insertApiToken(db: Db, accountId: number, name: string, now: Date) {
  const secret = newSecret();
  const row = await db
    .insertInto('access_tokens')
    .values({
      account_id: accountId,
      kind: 'api',
      name,
      token_hash: hashSecret(secret),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + API_TOKEN_TTL_MS).toISOString(),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { ...row, token: secret };
}

export async function revokeApiToken(ctx: Context, admin: AdminSession, id: number) {
  const result = await ctx.db
    .updateTable('access_tokens')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('id', '=', id)
    .where('account_id', '=', admin.accountId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new TRPCError({ code: 'NOT_FOUND', message: 'API token not found' });
  return { ok: true as const };
}
