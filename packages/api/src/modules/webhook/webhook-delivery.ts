import type { Tracer } from '@opentelemetry/api';
import type { Db } from '@tp/db';
import { inClientSpan } from '../../platform/telemetry/in-span.ts';
import type { WebhookDeps } from '../../trpc/context.ts';
import { postWebhook, type DeliveryOutcome } from '../../platform/webhooks/post-webhook.ts';
import { signedHeaders } from '../../platform/webhooks/signature.ts';
import { insertDelivery, type DeliveryRow, type EndpointRow, type MessageRow } from './webhook.repository.ts';

/** A failed attempt, thrown so that its span says it failed; caught right away. */
class DeliveryFailed extends Error {
  constructor(readonly outcome: DeliveryOutcome) {
    super(outcome.error ?? 'not delivered');
  }
}

/** The secrets that sign now: the current one, and during a rotation's grace period the previous one too. */
export function signingSecrets(endpoint: EndpointRow, webhooks: WebhookDeps, now: Date): string[] {
  const inGrace =
    endpoint.previous_secret !== null &&
    endpoint.previous_secret_until !== null &&
    endpoint.previous_secret_until > now.toISOString();
  return [endpoint.secret, ...(inGrace ? [endpoint.previous_secret!] : [])].map((sealed) =>
    webhooks.secrets.open(sealed),
  );
}

/**
 * One attempt: the message signed with the endpoint's secrets at this moment (`webhook-timestamp` is the attempt's
 * time, as receivers check it against their clock), posted, and written to the delivery log.
 */
export async function deliverOnce(
  db: Db,
  deps: { now: () => Date; webhooks: WebhookDeps; tracer?: Tracer },
  endpoint: EndpointRow,
  message: MessageRow,
  attempt: number,
): Promise<{ outcome: DeliveryOutcome; delivery: DeliveryRow }> {
  const now = deps.now();
  let outcome: DeliveryOutcome;
  try {
    const headers = signedHeaders(signingSecrets(endpoint, deps.webhooks, now), {
      id: message.message_id,
      timestamp: now,
      body: message.body,
    });
    outcome = await inClientSpan(
      deps.tracer,
      `webhook ${message.event}`,
      { 'url.full': endpoint.url, 'webhook.id': message.message_id, 'webhook.attempt': attempt },
      async () => {
        const posted = await postWebhook(endpoint.url, headers, message.body, {
          allowPrivate: deps.webhooks.allowPrivate,
        });
        if (!posted.delivered) throw new DeliveryFailed(posted);
        return posted;
      },
    ).catch((error: unknown) => {
      if (error instanceof DeliveryFailed) return error.outcome;
      throw error;
    });
  } catch (error) {
    // The secret cannot be opened (another server key): nothing was sent.
    outcome = {
      delivered: false,
      statusCode: null,
      durationMs: 0,
      excerpt: '',
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const delivery = await insertDelivery(db, {
    webhook_message_id: message.id,
    endpoint_id: endpoint.id,
    attempt,
    status: outcome.delivered ? 'delivered' : 'failed',
    status_code: outcome.statusCode,
    duration_ms: outcome.durationMs,
    response_excerpt: outcome.excerpt,
    error: outcome.error,
    created_at: deps.now().toISOString(),
  });
  return { outcome, delivery };
}
