import type { Db } from '@tp/db';

/** Removes expired challenges and tickets. */
export async function sweepExpired(db: Db, now: string) {
  await db.deleteFrom('captcha_challenges').where('expires_at', '<=', now).execute();
  await db.deleteFrom('captcha_tickets').where('expires_at', '<=', now).execute();
}

/** Challenges an address asked for since `since`. */
export async function countChallengesOf(db: Db, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('captcha_challenges')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChallenge(
  db: Db,
  values: { id: string; answer: string; ip: string; created_at: string; expires_at: string },
) {
  await db.insertInto('captcha_challenges').values(values).execute();
}

/** Deletes a challenge and gives it back: each can be answered once. */
export function takeChallenge(db: Db, id: string) {
  return db.deleteFrom('captcha_challenges').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function insertTicket(db: Db, values: { ticket_hash: string; created_at: string; expires_at: string }) {
  await db.insertInto('captcha_tickets').values(values).execute();
}

/** Whether a ticket is live, without using it up. */
export async function ticketIsLive(db: Db, ticketHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('captcha_tickets')
    .select('ticket_hash')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a live ticket; true when there was one. */
export async function takeTicket(db: Db, ticketHash: string, now: string): Promise<boolean> {
  const used = await db
    .deleteFrom('captcha_tickets')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .returning('ticket_hash')
    .executeTakeFirst();
  return used !== undefined;
}
