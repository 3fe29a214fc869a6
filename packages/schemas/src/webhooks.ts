import { z } from 'zod';
import { idInput, lineText } from './common.ts';
import { updateInput } from './update-input.ts';

/** The events an endpoint may be sent (issue 40); `webhook.test` is only ever sent by "Send test event". */
export const WEBHOOK_EVENTS = [
  'request.created',
  'request.status_changed',
  'application.created',
  'quote.accepted',
  'quote.declined',
  'content.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Longest receiver address accepted. */
const URL_MAX = 2000;

const webhookUrl = z
  .string({ message: 'The webhook URL is required' })
  .trim()
  .min(1, 'The webhook URL is required')
  .max(URL_MAX, `The webhook URL is too long (at most ${URL_MAX} characters)`)
  .refine((value) => URL.canParse(value), 'The webhook URL is not a valid address')
  .refine((value) => /^https?:$/.test(new URL(value).protocol), 'A webhook URL must start with https:// or http://');

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { message: `Events are some of: ${WEBHOOK_EVENTS.join(', ')}` }))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

const webhookFields = z.object({
  url: webhookUrl,
  events: webhookEvents,
  include_personal_data: z.boolean({ message: 'include_personal_data must be true or false' }).default(false),
  enabled: z.boolean({ message: 'enabled must be true or false' }).default(true),
  description: lineText('Description', 200).default(''),
});

/** A new endpoint: where, which events, with a request's personal data or not, and whether it is on. */
export const webhookCreateInput = webhookFields;
export type WebhookCreateInput = z.infer<typeof webhookCreateInput>;

/** A change to an endpoint: only what is sent changes; nothing sent is refused. */
export const webhookUpdateInput = updateInput(idInput.shape, webhookFields);
export type WebhookUpdateInput = z.infer<typeof webhookUpdateInput>;

/** How long the previous secret still signs after a rotation, in hours (0: not at all); a day unless said. */
export const webhookRotateInput = idInput.extend({
  grace_hours: z.coerce
    .number({ message: 'grace_hours must be a number of hours' })
    .min(0, 'grace_hours cannot be negative')
    .max(168, 'grace_hours is at most 168 (a week)')
    .default(24),
});
export type WebhookRotateInput = z.infer<typeof webhookRotateInput>;

/** A page of an endpoint's delivery log, newest first. */
export const webhookDeliveriesInput = idInput.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional(),
});
