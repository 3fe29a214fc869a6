import type { Tracer } from '@opentelemetry/api';
import type { Db } from '@tp/db';
import { inClientSpan } from '../telemetry/in-span.ts';
import { NO_TELEMETRY, type Telemetry } from '../telemetry/telemetry.ts';
import { startPollingWorker, type PollingWorker, type WorkerLog } from '../polling/polling-worker.ts';
import { nextAttemptAt } from './backoff.ts';
import { mailErrorText, type Mailer } from './mailer.ts';
import {
  claimDueMail,
  deleteSentBefore,
  failInterrupted,
  markAttemptFailed,
  markSent,
  type ClaimedMail,
} from './outbox.repository.ts';

/** How long a claimed mail may take: longer than the SMTP time-outs (apps/server/src/mail/smtp-mailer.ts) together. */
const CLAIM_MS = 2 * 60 * 1000;
/** Sent mails are kept this long (for "was it sent?"), then removed: they hold the visitors' messages. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;

export type OutboxWorker = PollingWorker;

/** The log fields naming the request that queued a mail (none when no request did). */
const causeOf = (claimed: ClaimedMail) => (claimed.requestId ? { reqId: claimed.requestId } : undefined);

/**
 * Sends what the outbox holds, oldest first, one mail at a time, every `pollMs` and whenever woken; mails left by a
 * previous run are picked up at start. A failed attempt is retried with back-off (backoff.ts) and given up after
 * three days. A mail whose sending was interrupted (the server stopped after claiming it) is marked failed, never
 * sent twice: see outbox.repository.ts.
 */
export function startOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: WorkerLog;
  pollMs?: number;
  telemetry?: Telemetry;
  /** OpenTelemetry's tracer when the server traces: a span per mail sent. */
  tracer?: Tracer;
}): OutboxWorker {
  const { db, mailer, now, log, telemetry = NO_TELEMETRY, tracer } = options;

  const sendDue = async (stopping: () => boolean) => {
    const interrupted = await failInterrupted(db, now().toISOString());
    if (interrupted > 0)
      log.warn(`mail: ${interrupted} mail(s) interrupted while sending marked failed (not sent twice)`);
    await deleteSentBefore(db, new Date(now().getTime() - KEEP_SENT_MS).toISOString());
    while (!stopping()) {
      const claimed = await claimDueMail(db, now().toISOString(), new Date(now().getTime() + CLAIM_MS).toISOString());
      if (!claimed) return;
      try {
        await inClientSpan(tracer, 'mail send', { 'mail.outbox_id': claimed.id }, () => mailer.send(claimed.mail));
        await markSent(db, claimed.id, now().toISOString());
        log.info(`mail: outbox ${claimed.id} sent to ${claimed.mail.to.length} recipient(s)`, causeOf(claimed));
      } catch (error) {
        const retryAt = nextAttemptAt(claimed.attempts, claimed.createdAt, now());
        await markAttemptFailed(db, claimed.id, mailErrorText(error), retryAt);
        telemetry.mailAttemptFailed(retryAt === null);
        log.warn(
          `mail: outbox ${claimed.id} attempt ${claimed.attempts} failed (${mailErrorText(error)}); ${retryAt ? `next try ${retryAt}` : 'given up'}`,
          causeOf(claimed),
        );
        // The mail server is down or refusing: the other mails wait for the next round instead of failing now too.
        return;
      }
    }
  };

  return startPollingWorker({
    round: sendDue,
    pollMs: options.pollMs ?? 5000,
    log,
    messages: {
      failed: 'mail: the outbox could not be read',
      unreachable: 'mail: the database cannot be reached; the outbox goes on once it is back',
    },
  });
}
