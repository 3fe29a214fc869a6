import { skippingRowsOthersHold, type Db } from '@tp/db';
import type { OutgoingMail } from './mailer.ts';

/**
 * Queues a mail; runs inside the transaction that stores what it tells of, so both are kept or neither. The request
 * that caused it (`requestId`) is kept with it, for the outbox worker's log lines about it.
 */
export async function enqueueMail(db: Db, kind: string, mail: OutgoingMail, now: string, requestId?: string) {
  await db
    .insertInto('outbox')
    .values({
      kind,
      message: JSON.stringify(mail),
      next_attempt_at: now,
      created_at: now,
      request_id: requestId ?? null,
    })
    .execute();
}

export interface ClaimedMail {
  id: number;
  mail: OutgoingMail;
  attempts: number;
  createdAt: string;
  /** The request that queued it, if one did. */
  requestId: string | null;
}

/**
 * Takes the oldest due mail for sending: its status becomes `sending` until `claimedUntil`, committed before the
 * mail server is spoken to. A mail is sent at most once: if the server stops between sending and marking, the row
 * stays `sending` and is later marked failed (see `failInterrupted`), never sent again. One statement claims it,
 * so two workers on one database never take the same row; on PostgreSQL the row is locked as it is chosen and a
 * row another server is claiming is passed over (`for update skip locked`) rather than waited for.
 */
export async function claimDueMail(db: Db, now: string, claimedUntil: string): Promise<ClaimedMail | undefined> {
  const row = await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sending', claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(1)
        .$call(skippingRowsOthersHold(db)),
    )
    .where('status', '=', 'pending')
    .returning(['id', 'message', 'attempts', 'created_at', 'request_id'])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      mail: JSON.parse(row.message) as OutgoingMail,
      attempts: row.attempts,
      createdAt: row.created_at,
      requestId: row.request_id,
    }
  );
}

export async function markSent(db: Db, id: number, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** The mail server refused or could not be reached: try again at `nextAttemptAt`, or give up (`null`). */
export async function markAttemptFailed(db: Db, id: number, error: string, nextAttemptAt: string | null) {
  await db
    .updateTable('outbox')
    .set(
      nextAttemptAt === null
        ? { status: 'failed', claimed_until: null, last_error: error }
        : { status: 'pending', next_attempt_at: nextAttemptAt, claimed_until: null, last_error: error },
    )
    .where('id', '=', id)
    .execute();
}

export const INTERRUPTED =
  'The server stopped while sending this mail: it may or may not have gone out, so it is not sent again.';

/** Mails whose sender stopped before marking them (the claim ran out): failed, not sent again. */
export async function failInterrupted(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'failed', claimed_until: null, last_error: INTERRUPTED })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How sending stands, for Settings: mails waiting, failed, and the latest error. */
export async function outboxState(db: Db) {
  const counts = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const latest = await db
    .selectFrom('outbox')
    .select(['last_error'])
    .where('last_error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), failed: count('failed'), lastError: latest?.last_error ?? null };
}

/** The mails waiting to be sent (a retry too) and when the oldest of them was queued, for the server's metrics. */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestQueuedAt: string | null }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestQueuedAt: row.oldest ?? null };
}

/** Sent mails hold personal data: they are removed after a while. */
export async function deleteSentBefore(db: Db, before: string) {
  await db.deleteFrom('outbox').where('status', '=', 'sent').where('sent_at', '<', before).execute();
}
