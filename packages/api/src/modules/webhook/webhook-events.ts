import type { Db } from '@tp/db';
import type { WebhookEvent } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { newMessageId } from '../../platform/webhooks/signature.ts';
import { enabledEndpoints, insertMessages, type EndpointRow } from './webhook.repository.ts';

/**
 * An event as the modules tell it: its type, its small document of ids and links, and what only endpoints that
 * asked for a request's personal data get (names, addresses, messages).
 */
export interface WebhookEventInput {
  type: WebhookEvent;
  data: Record<string, unknown>;
  personal?: Record<string, unknown>;
}

type EventContext = Pick<Context, 'now' | 'requestId' | 'siteUrl'>;

/** An absolute link to the API for an event's `url`. */
export const apiLink = (ctx: Pick<Context, 'siteUrl'>, path: string) =>
  new URL(`/api${path}`, ctx.siteUrl ?? 'http://localhost:3000').href;

export const eventsOf = (endpoint: Pick<EndpointRow, 'events'>) => JSON.parse(endpoint.events) as string[];

/** The body as the specification's convention has it: `{ type, timestamp, data }`, data with or without personal fields. */
export function eventBody(event: WebhookEventInput, at: string, withPersonalData: boolean): string {
  return JSON.stringify({
    type: event.type,
    timestamp: at,
    data: withPersonalData && event.personal ? { ...event.data, ...event.personal } : event.data,
  });
}

/**
 * Queues an event for every switched-on endpoint that wants it, in the transaction (`db`) that stores what it tells
 * of: both are kept or neither. One message id for the event, the same at every endpoint and in every retry and
 * replay, so a receiver drops repeats by it. Answers whether anything was queued (the caller wakes the worker after
 * its transaction commits).
 */
export async function queueWebhookEvent(db: Db, ctx: EventContext, event: WebhookEventInput): Promise<boolean> {
  const endpoints = (await enabledEndpoints(db)).filter((endpoint) => eventsOf(endpoint).includes(event.type));
  if (endpoints.length === 0) return false;
  const at = ctx.now().toISOString();
  const messageId = newMessageId();
  await insertMessages(
    db,
    endpoints.map((endpoint) => ({
      endpoint_id: endpoint.id,
      message_id: messageId,
      event: event.type,
      body: eventBody(event, at, endpoint.include_personal_data === 1),
      next_attempt_at: at,
      created_at: at,
      request_id: ctx.requestId ?? null,
    })),
  );
  return true;
}

// The events' documents, in one place so their shapes are read together (README, "Webhooks"). `data` holds ids,
// links to the API and what is not personal; `personal` what only endpoints with include_personal_data get.

type Link = Pick<Context, 'siteUrl'>;

export const requestCreated = (
  ctx: Link,
  request: {
    id: number;
    reference: string;
    lang: string;
    created_at: string;
    name: string;
    email: string;
    company: string;
    text: string;
    lines: { partnumber: string; quantity: number; found: boolean }[];
  },
): WebhookEventInput => ({
  type: 'request.created',
  data: {
    id: request.id,
    url: apiLink(ctx, `/request/${request.id}`),
    reference: request.reference,
    lang: request.lang,
    created_at: request.created_at,
    lines: request.lines.map((line) => ({
      partnumber: line.partnumber,
      quantity: line.quantity,
      listed: line.found,
    })),
  },
  personal: { name: request.name, email: request.email, company: request.company, text: request.text },
});

export const requestStatusChanged = (
  ctx: Link,
  request: { id: number; reference: string; status: string },
  previousStatus: string,
): WebhookEventInput => ({
  type: 'request.status_changed',
  data: {
    id: request.id,
    url: apiLink(ctx, `/request/${request.id}`),
    reference: request.reference,
    status: request.status,
    previous_status: previousStatus,
  },
});

export const applicationCreated = (
  ctx: Link,
  application: {
    id: number;
    lang: string;
    created_at: string;
    first_name: string;
    last_name: string;
    email: string;
    files: number;
  },
): WebhookEventInput => ({
  type: 'application.created',
  data: {
    id: application.id,
    // Applications are read as a list (GET /api/cv): the id finds it there.
    url: apiLink(ctx, '/cv'),
    lang: application.lang,
    created_at: application.created_at,
    files: application.files,
  },
  personal: { first_name: application.first_name, last_name: application.last_name, email: application.email },
});

export const quoteAnswered = (
  ctx: Link,
  quote: { id: number; number: string; request_id: number; po_number: string; buyer_comment: string },
  outcome: 'accepted' | 'declined',
): WebhookEventInput => ({
  type: outcome === 'accepted' ? 'quote.accepted' : 'quote.declined',
  data: {
    id: quote.id,
    url: apiLink(ctx, `/quotes/${quote.id}`),
    number: quote.number,
    request_id: quote.request_id,
    request_url: apiLink(ctx, `/request/${quote.request_id}`),
    ...(outcome === 'accepted' ? { po_number: quote.po_number } : {}),
  },
  personal: { comment: quote.buyer_comment },
});

/** Where a content entity is read in the API, for `content.published`'s `url` (null for parts of a record). */
const CONTENT_PATHS: Record<string, (id: string | null) => string | null> = {
  service: (id) => (id ? `/service/show/${id}` : null),
  spare: (id) => (id ? `/spare/show/${id}` : null),
  product: (id) => (id ? `/product/show/${id}` : null),
  category: () => '/category',
  partner: (id) => (id ? `/partner/show/${id}` : null),
  page: (id) => (id ? `/page/${encodeURIComponent(id)}` : null),
  navbar: () => '/component/navbar',
  settings: () => '/settings',
};

/** The entities whose records visitors see: a change to one is `content.published`. */
export const CONTENT_ENTITIES = new Set([...Object.keys(CONTENT_PATHS), 'translation']);

export const contentPublished = (
  ctx: Link,
  change: { entity: string; id: string | null; action: 'created' | 'updated' | 'deleted' },
): WebhookEventInput => {
  const path = CONTENT_PATHS[change.entity]?.(change.id) ?? null;
  return {
    type: 'content.published',
    data: { entity: change.entity, id: change.id, action: change.action, url: path && apiLink(ctx, path) },
  };
};
