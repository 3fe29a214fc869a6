import { TRPCError } from '@trpc/server';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookCreateInput,
  type WebhookRotateInput,
  type WebhookUpdateInput,
} from '@tp/schemas';
import type { Context, WebhookDeps } from '../../trpc/context.ts';
import { receiverAddressProblem } from '../../platform/webhooks/receiver-address.ts';
import { newMessageId, newSigningSecret } from '../../platform/webhooks/signature.ts';
import { apiLink, eventsOf } from './webhook-events.ts';
import * as repo from './webhook.repository.ts';

const NOT_FOUND = 'Webhook endpoint not found';
export const SWITCHED_OFF = 'This endpoint is switched off: switch it on to send to it';
const HOUR_MS = 60 * 60 * 1000;

function webhooksOf(ctx: Context): WebhookDeps {
  if (!ctx.webhooks) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Webhooks are not set up here' });
  return ctx.webhooks;
}

/** An endpoint as the owner sees it: never a secret, with how its deliveries stand. */
function shown(endpoint: repo.EndpointRow, figures: Awaited<ReturnType<typeof repo.endpointFigures>>, now: Date) {
  const last = figures.lastOf(endpoint.id);
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: eventsOf(endpoint),
    include_personal_data: endpoint.include_personal_data === 1,
    enabled: endpoint.enabled === 1,
    disabled_reason: endpoint.disabled_reason,
    failing_since: endpoint.failing_since,
    previous_secret_until:
      endpoint.previous_secret_until && endpoint.previous_secret_until > now.toISOString()
        ? endpoint.previous_secret_until
        : null,
    pending: figures.pendingOf(endpoint.id),
    last_delivery: last && { status: last.status, status_code: last.status_code, at: last.created_at },
    created_at: endpoint.created_at,
    updated_at: endpoint.updated_at,
  };
}

async function shownOne(ctx: Context, endpoint: repo.EndpointRow) {
  return shown(endpoint, await repo.endpointFigures(ctx.db), ctx.now());
}

async function refuseBadAddress(ctx: Context, url: string) {
  const problem = await receiverAddressProblem(url, { allowPrivate: webhooksOf(ctx).allowPrivate });
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
}

async function endpointOrNotFound(ctx: Context, id: number) {
  const endpoint = await repo.findEndpoint(ctx.db, id);
  if (!endpoint) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return endpoint;
}

export async function listWebhooks(ctx: Context) {
  const [endpoints, figures] = await Promise.all([repo.listEndpoints(ctx.db), repo.endpointFigures(ctx.db)]);
  return endpoints.map((endpoint) => shown(endpoint, figures, ctx.now()));
}

export async function getWebhook(ctx: Context, id: number) {
  return shownOne(ctx, await endpointOrNotFound(ctx, id));
}

/** Registers an endpoint; its signing secret is in this answer only (kept sealed, never shown again). */
export async function createWebhook(ctx: Context, input: WebhookCreateInput) {
  const webhooks = webhooksOf(ctx);
  await refuseBadAddress(ctx, input.url);
  const secret = newSigningSecret();
  const at = ctx.now().toISOString();
  const endpoint = await repo.insertEndpoint(ctx.db, {
    url: input.url,
    description: input.description,
    events: JSON.stringify(input.events),
    include_personal_data: input.include_personal_data ? 1 : 0,
    enabled: input.enabled ? 1 : 0,
    secret: webhooks.secrets.seal(secret),
    created_at: at,
    updated_at: at,
  });
  return { ...(await shownOne(ctx, endpoint)), secret };
}

/** Changes what is sent and keeps the rest; switching a switched-off endpoint on starts it afresh. */
export async function updateWebhook(ctx: Context, { id, ...changes }: WebhookUpdateInput) {
  const before = await endpointOrNotFound(ctx, id);
  if (changes.url !== undefined) await refuseBadAddress(ctx, changes.url);
  const switchedOn = changes.enabled === true && before.enabled === 0;
  const updated = await repo.updateEndpoint(ctx.db, id, {
    ...(changes.url === undefined ? {} : { url: changes.url }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    ...(changes.events === undefined ? {} : { events: JSON.stringify(changes.events) }),
    ...(changes.include_personal_data === undefined
      ? {}
      : { include_personal_data: changes.include_personal_data ? 1 : 0 }),
    ...(changes.enabled === undefined ? {} : { enabled: changes.enabled ? 1 : 0 }),
    ...(switchedOn ? { disabled_reason: null, failing_since: null } : {}),
    updated_at: ctx.now().toISOString(),
  });
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return shownOne(ctx, updated);
}

/** Removes an endpoint with its waiting messages and its delivery log. */
export async function deleteWebhook(ctx: Context, id: number) {
  if (!(await repo.deleteEndpoint(ctx.db, id))) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return { ok: true as const };
}

/**
 * A new signing secret, in this answer only. The previous one goes on signing beside it for `grace_hours` (both
 * signatures in one header), so the receiver can switch to the new one without losing a delivery.
 */
export async function rotateWebhookSecret(ctx: Context, { id, grace_hours }: WebhookRotateInput) {
  const webhooks = webhooksOf(ctx);
  const before = await endpointOrNotFound(ctx, id);
  const secret = newSigningSecret();
  const now = ctx.now();
  const updated = await repo.updateEndpoint(ctx.db, id, {
    secret: webhooks.secrets.seal(secret),
    previous_secret: grace_hours > 0 ? before.secret : null,
    previous_secret_until: grace_hours > 0 ? new Date(now.getTime() + grace_hours * HOUR_MS).toISOString() : null,
    updated_at: now.toISOString(),
  });
  return { ...(await shownOne(ctx, updated!)), secret };
}

const queuedAnswer = (message: repo.MessageRow) => ({
  id: message.id,
  message_id: message.message_id,
  event: message.event,
  status: message.status,
});

/**
 * Queues a `webhook.test` event for this endpoint alone; it goes out at once (the worker is woken when the call
 * commits) and its outcome appears in the delivery log. Sent through the queue, never while the call's transaction
 * is open: a slow receiver must not hold the database.
 */
export async function sendTestEvent(ctx: Context, id: number) {
  const endpoint = await endpointOrNotFound(ctx, id);
  if (endpoint.enabled === 0) throw new TRPCError({ code: 'CONFLICT', message: SWITCHED_OFF });
  const at = ctx.now().toISOString();
  const body = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: at,
    data: { endpoint_id: endpoint.id, url: apiLink(ctx, `/webhooks/${endpoint.id}`) },
  });
  const message = await repo.insertMessage(ctx.db, {
    endpoint_id: endpoint.id,
    message_id: newMessageId(),
    event: WEBHOOK_TEST_EVENT,
    body,
    next_attempt_at: at,
    created_at: at,
    request_id: ctx.requestId ?? null,
  });
  return queuedAnswer(message);
}

/** Sends a delivery's message again, with the same `webhook-id` and body, through the queue. */
export async function replayDelivery(ctx: Context, deliveryId: number) {
  const delivery = await repo.findDelivery(ctx.db, deliveryId);
  const original = delivery && (await repo.findMessage(ctx.db, delivery.webhook_message_id));
  if (!delivery || !original) throw new TRPCError({ code: 'NOT_FOUND', message: 'Delivery not found' });
  const endpoint = await endpointOrNotFound(ctx, delivery.endpoint_id);
  if (endpoint.enabled === 0) throw new TRPCError({ code: 'CONFLICT', message: SWITCHED_OFF });
  const at = ctx.now().toISOString();
  const message = await repo.insertMessage(ctx.db, {
    endpoint_id: endpoint.id,
    message_id: original.message_id,
    event: original.event,
    body: original.body,
    next_attempt_at: at,
    created_at: at,
    request_id: ctx.requestId ?? null,
  });
  return queuedAnswer(message);
}

/** An endpoint's delivery log, newest first. */
export async function listDeliveries(ctx: Context, input: { id: number; limit: number; before?: number }) {
  await endpointOrNotFound(ctx, input.id);
  return repo.listDeliveries(ctx.db, input.id, input);
}

export {
  applicationCreated,
  CONTENT_ENTITIES,
  contentPublished,
  queueWebhookEvent,
  quoteAnswered,
  requestCreated,
  requestStatusChanged,
  type WebhookEventInput,
} from './webhook-events.ts';
export { deliverDueWebhooks, startWebhookWorker, type WebhookWorker } from './webhook-worker.ts';
export { webhookBacklog } from './webhook.repository.ts';
