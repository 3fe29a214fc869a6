import type { Insertable, Selectable, Updateable } from 'kysely';
import {
  skippingRowsOthersHold,
  type Db,
  type WebhookDeliveriesTable,
  type WebhookEndpointsTable,
  type WebhookMessagesTable,
} from '@tp/db';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type MessageRow = Selectable<WebhookMessagesTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

// Endpoints: where events go.

export const listEndpoints = (db: Db) => db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute();

export const findEndpoint = (db: Db, id: number) =>
  db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();

export const insertEndpoint = (db: Db, values: Insertable<WebhookEndpointsTable>) =>
  db.insertInto('webhook_endpoints').values(values).returningAll().executeTakeFirstOrThrow();

export const updateEndpoint = (db: Db, id: number, changes: Updateable<WebhookEndpointsTable>) =>
  db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteEndpoint(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The switched-on endpoints; which of them want an event is read from their `events` by the service. */
export const enabledEndpoints = (db: Db) =>
  db.selectFrom('webhook_endpoints').selectAll().where('enabled', '=', 1).orderBy('id').execute();

/** An endpoint's figures for the dashboard: messages waiting, and the last delivery's outcome and time. */
export async function endpointFigures(db: Db) {
  const [pending, last] = await Promise.all([
    db
      .selectFrom('webhook_messages')
      .select(['endpoint_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'sending'])
      .groupBy('endpoint_id')
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'status', 'status_code', 'created_at'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('webhook_deliveries')
          .select((inner) => inner.fn.max('id').as('id'))
          .groupBy('endpoint_id'),
      )
      .execute(),
  ]);
  return {
    pendingOf: (id: number) => Number(pending.find((row) => row.endpoint_id === id)?.count ?? 0),
    lastOf: (id: number) => last.find((row) => row.endpoint_id === id) ?? null,
  };
}

// The queue: one message per event and endpoint.

export async function insertMessages(db: Db, rows: Insertable<WebhookMessagesTable>[]) {
  if (rows.length > 0) await db.insertInto('webhook_messages').values(rows).execute();
}

export const insertMessage = (db: Db, row: Insertable<WebhookMessagesTable>) =>
  db.insertInto('webhook_messages').values(row).returningAll().executeTakeFirstOrThrow();

export const findMessage = (db: Db, id: number) =>
  db.selectFrom('webhook_messages').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Takes the oldest due message for sending, as the mail outbox does (outbox.repository.ts): one statement, so two
 * servers never take the same row, and on PostgreSQL a row another server is claiming is passed over.
 */
export async function claimDueMessage(db: Db, now: string, claimedUntil: string): Promise<MessageRow | undefined> {
  return db
    .updateTable('webhook_messages')
    .set((eb) => ({ status: 'sending', claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('webhook_messages')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .$call(skippingRowsOthersHold(db)),
    )
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A message whose sender stopped before it was marked goes back to the queue: receivers drop a repeat by its id. */
export async function requeueInterrupted(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('webhook_messages')
    .set({ status: 'pending', claimed_until: null, next_attempt_at: now })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function finishMessage(
  db: Db,
  id: number,
  outcome: { status: 'delivered' | 'failed'; at: string; error: string | null },
) {
  await db
    .updateTable('webhook_messages')
    .set({ status: outcome.status, finished_at: outcome.at, claimed_until: null, last_error: outcome.error })
    .where('id', '=', id)
    .execute();
}

export async function retryMessageAt(db: Db, id: number, nextAttemptAt: string, error: string) {
  await db
    .updateTable('webhook_messages')
    .set({ status: 'pending', next_attempt_at: nextAttemptAt, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

/** A disabled endpoint's waiting messages are given up with the reason. */
export async function failWaitingOf(db: Db, endpointId: number, reason: string, now: string) {
  await db
    .updateTable('webhook_messages')
    .set({ status: 'failed', finished_at: now, claimed_until: null, last_error: reason })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** The messages waiting to be sent and when the oldest of them was made, for the server's metrics. */
export async function webhookBacklog(db: Db): Promise<{ pending: number; oldestQueuedAt: string | null }> {
  const row = await db
    .selectFrom('webhook_messages')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestQueuedAt: row.oldest ?? null };
}

/** Finished messages (and their log) are kept this long for the dashboard, then removed: they may hold personal data. */
export async function deleteFinishedBefore(db: Db, before: string) {
  await db
    .deleteFrom('webhook_messages')
    .where('status', 'in', ['delivered', 'failed'])
    .where('finished_at', '<', before)
    .execute();
}

// The delivery log.

export const insertDelivery = (db: Db, row: Insertable<WebhookDeliveriesTable>) =>
  db.insertInto('webhook_deliveries').values(row).returningAll().executeTakeFirstOrThrow();

/** An endpoint's deliveries, newest first, each with its message's id and event. */
export function listDeliveries(db: Db, endpointId: number, page: { limit: number; before?: number }) {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_messages', 'webhook_messages.id', 'webhook_deliveries.webhook_message_id')
    .select([
      'webhook_deliveries.id',
      'webhook_messages.message_id',
      'webhook_messages.event',
      'webhook_deliveries.attempt',
      'webhook_deliveries.status',
      'webhook_deliveries.status_code',
      'webhook_deliveries.duration_ms',
      'webhook_deliveries.response_excerpt',
      'webhook_deliveries.error',
      'webhook_deliveries.created_at',
    ])
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .$if(page.before !== undefined, (query) => query.where('webhook_deliveries.id', '<', page.before!))
    .orderBy('webhook_deliveries.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** When a message was first tried. */
export async function firstAttemptAt(db: Db, messageId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('webhook_message_id', '=', messageId)
    .executeTakeFirst();
  return row?.first ?? undefined;
}

export const findDelivery = (db: Db, id: number) =>
  db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
