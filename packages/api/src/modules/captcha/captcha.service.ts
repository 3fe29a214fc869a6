import { randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { CAPTCHA_LENGTH, type CaptchaVerifyInput } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { hashSecret, newSecret } from '../../platform/secrets.ts';
import { captchaPicture } from './captcha-picture.ts';
import * as repo from './captcha.repository.ts';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const TICKET_TTL_MS = 10 * 60 * 1000;
/** New challenges one address may ask for per minute; a person needs a handful, a script more. */
export const CHALLENGES_PER_MINUTE = 30;
export const INCORRECT_CAPTCHA = 'Incorrect CAPTCHA. Try again!';
/**
 * Nobody reads six distorted characters and types them in under two seconds; a script that reads the picture
 * answers at once. Measured on the server, from drawing to answer, so the form needs no field a script could set.
 */
export const MINIMUM_SOLVE_MS = 2000;
export const ANSWERED_TOO_FAST = 'That was faster than a person can type. Please take a moment and try a new picture.';
export const ROBOT_NOT_CONFIRMED = 'It was not confirmed that you were not a Robot';

// Letters of both cases and digits, without the look-alikes 0/O/o, 1/l/I, so a person can read every code.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();

/** A new challenge: its id and the picture of its code. Expired challenges and tickets are swept on the way. */
export async function createChallenge(ctx: Context): Promise<{ id: string; svg: string }> {
  const now = ctx.now();
  const code = (ctx.captcha.generateCode ?? randomCaptchaCode)();
  const id = newSecret();
  // Counting and inserting in one transaction: parallel requests of one address cannot all pass the limit.
  await ctx.db.transaction().execute(async (trx) => {
    await repo.sweepExpired(trx, now.toISOString());
    if ((await repo.countChallengesOf(trx, ctx.ip, later(now, -60_000))) >= CHALLENGES_PER_MINUTE) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many captcha requests. Please wait a minute and try again.',
      });
    }
    await repo.insertChallenge(trx, {
      id,
      answer: code,
      ip: ctx.ip,
      created_at: now.toISOString(),
      expires_at: later(now, CHALLENGE_TTL_MS),
    });
  });
  return { id, svg: await captchaPicture(code) };
}

/** Checks an answer exactly (case-sensitive). The challenge is burned either way; a right answer earns a ticket. */
export async function verifyChallenge(ctx: Context, input: CaptchaVerifyInput): Promise<{ ok: true; ticket: string }> {
  const now = ctx.now();
  const challenge = await repo.takeChallenge(ctx.db, input.id);
  if (!challenge || challenge.expires_at <= now.toISOString() || challenge.answer !== input.answer.trim()) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: INCORRECT_CAPTCHA });
  }
  if (now.getTime() - Date.parse(challenge.created_at) < (ctx.captcha.minimumSolveMs ?? MINIMUM_SOLVE_MS)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: ANSWERED_TOO_FAST });
  }
  const ticket = newSecret();
  await repo.insertTicket(ctx.db, {
    ticket_hash: hashSecret(ticket),
    created_at: now.toISOString(),
    expires_at: later(now, TICKET_TTL_MS),
  });
  return { ok: true, ticket };
}

/** Whether a ticket would be accepted now, without using it up (to refuse a request before reading its files). */
export async function hasLiveTicket(ctx: Pick<Context, 'db' | 'now'>, ticket: string | undefined): Promise<boolean> {
  return ticket ? repo.ticketIsLive(ctx.db, hashSecret(ticket), ctx.now().toISOString()) : false;
}

/** Uses up a ticket: true once for a live ticket, false when missing, unknown, used or expired. */
export async function consumeCaptchaTicket(
  ctx: Pick<Context, 'db' | 'now'>,
  ticket: string | undefined,
): Promise<boolean> {
  if (!ticket) return false;
  return repo.takeTicket(ctx.db, hashSecret(ticket), ctx.now().toISOString());
}
