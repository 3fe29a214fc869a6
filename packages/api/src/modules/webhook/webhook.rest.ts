import { z } from 'zod';
import { WEBHOOK_EVENTS } from '@tp/schemas';
import { okAnswer, recordKey, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromBody, fromParams, fromParamsAndBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const webhook = z
  .object({
    id: recordKey,
    url: z.string().meta({ description: 'Where the events are POSTed (http or https)' }),
    description: z.string(),
    events: z.array(z.string()).meta({ description: `Some of: ${WEBHOOK_EVENTS.join(', ')}` }),
    include_personal_data: z.boolean().meta({
      description: "Whether request and application events carry the sender's name, address and message",
    }),
    enabled: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: 'Why the server switched it off (deliveries failed for three days)' }),
    failing_since: timestamp.nullable().meta({ description: 'When the current run of failed attempts began' }),
    previous_secret_until: timestamp
      .nullable()
      .meta({ description: 'During a rotation: until when the previous secret signs too' }),
    pending: z.number().int().meta({ description: 'Messages waiting to be delivered (retries included)' }),
    last_delivery: z
      .object({ status: z.enum(['delivered', 'failed']), status_code: z.number().int().nullable(), at: timestamp })
      .nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Webhook' });

const withSecret = webhook
  .extend({
    secret: z.string().meta({
      description: 'The signing secret (whsec_…), in this answer only: keep it in the receiver',
    }),
  })
  .meta({ id: 'WebhookWithSecret' });

const queued = z
  .object({
    id: recordKey,
    message_id: z.string().meta({ description: 'The webhook-id header of the delivery (msg_…)' }),
    event: z.string(),
    status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  })
  .meta({ id: 'WebhookQueuedMessage' });

const delivery = z
  .object({
    id: recordKey,
    message_id: z.string(),
    event: z.string(),
    attempt: z.number().int(),
    status: z.enum(['delivered', 'failed']),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    response_excerpt: z.string().meta({ description: "The first 1 KB of the receiver's answer" }),
    error: z.string().nullable().meta({ description: 'Why it failed: no answer, a refusal, a redirect' }),
    created_at: timestamp,
  })
  .meta({ id: 'WebhookDelivery' });

const owner = ' (owner)';

export const webhookRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/webhooks',
    procedure: 'webhook.list',
    access: 'admin',
    summary: `The webhook endpoints, with how their deliveries stand${owner}`,
    output: z.array(webhook),
  }),
  restRoute({
    method: 'POST',
    path: '/webhooks',
    procedure: 'webhook.create',
    access: 'admin',
    summary: `Register an endpoint { url, events, include_personal_data?, enabled?, description? }; the answer holds its signing secret, once${owner}`,
    input: fromBody,
    output: withSecret,
    successStatus: 201,
  }),
  restRoute({
    method: 'GET',
    path: '/webhooks/:id',
    procedure: 'webhook.get',
    access: 'admin',
    summary: `One webhook endpoint${owner}`,
    input: fromParams,
    output: webhook,
  }),
  restRoute({
    method: 'PATCH',
    path: '/webhooks/:id',
    procedure: 'webhook.update',
    access: 'admin',
    summary: `Change any of { url, events, include_personal_data, enabled, description }; what is not sent is kept${owner}`,
    input: fromParamsAndBody,
    output: webhook,
  }),
  restRoute({
    method: 'DELETE',
    path: '/webhooks/:id',
    procedure: 'webhook.delete',
    access: 'admin',
    summary: `Remove an endpoint with its waiting messages and delivery log${owner}`,
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/webhooks/:id/rotate-secret',
    procedure: 'webhook.rotateSecret',
    access: 'admin',
    summary: `A new signing secret, in this answer only; the previous one signs beside it for { grace_hours } (24 unless sent, 0–168)${owner}`,
    input: fromParamsAndBody,
    output: withSecret,
  }),
  restRoute({
    method: 'POST',
    path: '/webhooks/:id/test',
    procedure: 'webhook.test',
    access: 'admin',
    summary: `Queue a webhook.test event for this endpoint; it goes out at once and its outcome appears in the delivery log${owner}`,
    input: fromParams,
    output: queued,
    errorStatuses: [409],
  }),
  restRoute({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    procedure: 'webhook.deliveries',
    access: 'admin',
    summary: `The endpoint's delivery attempts, newest first (?limit=50, ?before=<id> for the next page)${owner}`,
    input: ({ params, query }) => ({ ...query, ...params }),
    output: z.array(delivery),
  }),
  restRoute({
    method: 'POST',
    path: '/webhooks/deliveries/:id/replay',
    procedure: 'webhook.replay',
    access: 'admin',
    summary: `Send that delivery's message again, with the same webhook-id and body${owner}`,
    input: fromParams,
    output: queued,
    errorStatuses: [409],
  }),
];
