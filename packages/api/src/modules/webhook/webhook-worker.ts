import type { Tracer } from '@opentelemetry/api';
import type { Db } from '@tp/db';
import type { UserLanguage } from '@tp/schemas';
import type { WebhookDeps } from '../../trpc/context.ts';
import { enqueueMail } from '../../platform/mail/outbox.repository.ts';
import { startPollingWorker, type PollingWorker, type WorkerLog } from '../../platform/polling/polling-worker.ts';
import { retrySchedule } from '../../platform/polling/retry-schedule.ts';
import { NO_TELEMETRY, type Telemetry } from '../../platform/telemetry/telemetry.ts';
import { getInboxSettings } from '../notifications/notifications.service.ts';
import { deliverOnce } from './webhook-delivery.ts';
import { endpointDisabledMail } from './webhook-mail.ts';
import * as repo from './webhook.repository.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/**
 * Retries: the first within 30 s, then the wait doubles (1, 2, 4 … minutes) up to 8 hours, for three days after the
 * event; an endpoint whose attempts have failed without a success for as long (or for every attempt of a message
 * given up) is switched off.
 */
export const WEBHOOK_RETRIES = retrySchedule({
  firstRetryMs: 30 * SECOND,
  longestWaitMs: 8 * 60 * 60 * SECOND,
  giveUpAfterMs: 3 * DAY,
});
export const DISABLE_AFTER_FAILING_MS = 3 * DAY;

/** How long a claimed message may take: longer than a delivery's time-out. */
const CLAIM_MS = 60 * SECOND;
/** Finished messages and their delivery log are kept this long, then removed. */
const KEEP_FINISHED_MS = 30 * DAY;
/** Messages sent at the same time by one server, so one slow receiver does not hold up the others. */
const LANES = 4;

export interface WebhookWorkerDeps {
  db: Db;
  now: () => Date;
  webhooks: WebhookDeps;
  log: WorkerLog;
  telemetry?: Telemetry;
  /** OpenTelemetry's tracer when the server traces: a span per delivery attempt. */
  tracer?: Tracer;
  /**
   * Mail, when configured: the owners are told of an endpoint switched off. Who they are comes from the user module
   * through the server (`ownersToTell`), as the user module leads back here through the activity log.
   */
  mail?: {
    from: string;
    siteUrl: string;
    wake: () => void;
    owners: (db: Db) => Promise<{ email: string; language: UserLanguage }[]>;
  };
}

const causeOf = (message: repo.MessageRow) => (message.request_id ? { reqId: message.request_id } : undefined);

/** Sends one claimed message and records what came of it: delivered, retried later, or given up. */
async function sendClaimed(deps: WebhookWorkerDeps, message: repo.MessageRow) {
  const { db, now, log, telemetry = NO_TELEMETRY } = deps;
  const endpoint = await repo.findEndpoint(db, message.endpoint_id);
  if (!endpoint || endpoint.enabled === 0) {
    const reason = endpoint?.disabled_reason ?? 'The endpoint was switched off before this message was sent';
    await repo.finishMessage(db, message.id, { status: 'failed', at: now().toISOString(), error: reason });
    return;
  }
  const { outcome } = await deliverOnce(db, deps, endpoint, message, message.attempts);
  const at = now().toISOString();
  if (outcome.delivered) {
    await repo.finishMessage(db, message.id, { status: 'delivered', at, error: null });
    if (endpoint.failing_since !== null) await repo.updateEndpoint(db, endpoint.id, { failing_since: null });
    log.info(
      `webhook: ${message.event} ${message.message_id} delivered to endpoint ${endpoint.id} (${outcome.statusCode}, ${outcome.durationMs} ms)`,
      causeOf(message),
    );
    return;
  }
  const error = outcome.error ?? 'failed';
  const retryAt = WEBHOOK_RETRIES.nextAttemptAt(message.attempts, message.created_at, now());
  if (retryAt) await repo.retryMessageAt(db, message.id, retryAt, error);
  else await repo.finishMessage(db, message.id, { status: 'failed', at, error });
  telemetry.webhookAttemptFailed(retryAt === null);
  log.warn(
    `webhook: ${message.event} ${message.message_id} to endpoint ${endpoint.id} attempt ${message.attempts} failed (${error}); ${retryAt ? `next try ${retryAt}` : 'given up'}`,
    causeOf(message),
  );
  if (endpoint.failing_since === null) {
    await repo.updateEndpoint(db, endpoint.id, { failing_since: at });
    return;
  }
  // Failing for the whole retry window: either for three days with events coming, or for every attempt of a
  // message just given up (nothing succeeded since its first attempt).
  const failingFor = now().getTime() - new Date(endpoint.failing_since).getTime();
  const gaveUpWhileFailing =
    retryAt === null && endpoint.failing_since <= ((await repo.firstAttemptAt(db, message.id)) ?? at);
  if (failingFor >= DISABLE_AFTER_FAILING_MS || gaveUpWhileFailing) await switchOff(deps, endpoint, error);
}

/** Switches an endpoint off after failing for days, gives up what waits for it, and tells the owners. */
async function switchOff(deps: WebhookWorkerDeps, endpoint: repo.EndpointRow, lastError: string) {
  const { db, now, mail, log } = deps;
  const at = now().toISOString();
  const reason = `Switched off on ${at}: no delivery succeeded since ${endpoint.failing_since} (last error: ${lastError})`;
  const owners = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateEndpoint(trx, endpoint.id, {
      enabled: 0,
      disabled_reason: reason,
      updated_at: at,
    });
    if (!updated) return [];
    await repo.failWaitingOf(trx, endpoint.id, reason, at);
    if (!mail) return [];
    // The owners with an address; a site whose only owner signs in as `admin` tells the team's inbox instead.
    const owners = await mail.owners(trx);
    const inbox = owners.length > 0 ? undefined : await getInboxSettings(trx);
    const recipients = inbox?.notifyEmails.map((email) => ({ email, language: inbox.notifyLang })) ?? owners;
    for (const owner of recipients)
      await enqueueMail(
        trx,
        'webhook-disabled',
        endpointDisabledMail({
          to: owner.email,
          language: owner.language,
          from: mail.from,
          url: endpoint.url,
          failingSince: endpoint.failing_since ?? at,
          lastError,
          dashboardLink: new URL('/dashboard/webhooks', mail.siteUrl).href,
        }),
        at,
      );
    return recipients;
  });
  log.warn(`webhook: endpoint ${endpoint.id} switched off after failing since ${endpoint.failing_since}`);
  if (owners.length > 0) mail?.wake();
}

/**
 * One round: messages whose sender stopped are queued again (at least once: receivers drop repeats by the id), old
 * finished ones are removed, then due messages are claimed and sent, a few at a time, until none is due.
 */
export async function deliverDueWebhooks(deps: WebhookWorkerDeps, stopping: () => boolean = () => false) {
  const { db, now, log } = deps;
  const requeued = await repo.requeueInterrupted(db, now().toISOString());
  if (requeued > 0) log.warn(`webhook: ${requeued} message(s) interrupted while sending queued again`);
  await repo.deleteFinishedBefore(db, new Date(now().getTime() - KEEP_FINISHED_MS).toISOString());
  const lane = async () => {
    while (!stopping()) {
      const claimed = await repo.claimDueMessage(
        db,
        now().toISOString(),
        new Date(now().getTime() + CLAIM_MS).toISOString(),
      );
      if (!claimed) return;
      await sendClaimed(deps, claimed);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

export type WebhookWorker = PollingWorker;

/** Delivers the webhook queue every `pollMs` (5 s unless said) and whenever woken, on every server. */
export function startWebhookWorker(deps: WebhookWorkerDeps & { pollMs?: number }): WebhookWorker {
  return startPollingWorker({
    round: (stopping) => deliverDueWebhooks(deps, stopping),
    pollMs: deps.pollMs ?? 5000,
    log: deps.log,
    messages: {
      failed: 'webhook: the queue could not be read',
      unreachable: 'webhook: the database cannot be reached; deliveries go on once it is back',
    },
  });
}
