import type { Db } from '@tp/db';
import { SITE_LANGS, type NotificationSettingsUpdate } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { storedSettings } from '../settings/settings.service.ts';
import { getInboxSettings, saveInboxSettings } from './notifications.repository.ts';
import { mailErrorText } from '../../platform/mail/mailer.ts';
import { enqueueMail, outboxState } from '../../platform/mail/outbox.repository.ts';
import { countHit } from '../../platform/rate-limit.ts';
import { applicationNotification, requestAcknowledgement, requestNotification, testMail } from './compose-mail.ts';

const HOUR_MS = 60 * 60 * 1000;

type InquiryForMail = Parameters<typeof requestNotification>[0];
type ApplicationForMail = Parameters<typeof applicationNotification>[0];

/**
 * Queues the mails a new inquiry causes, in the transaction that stores it (`db`): the team's notice, and the
 * visitor's acknowledgement when it is switched on, the inquiry passed the captcha (not a script with a token) and
 * the address got none in the last hour. Without a mail server nothing is queued.
 */
export async function queueInquiryMails(
  db: Db,
  ctx: Context,
  request: InquiryForMail,
  options: { captchaPassed: boolean },
) {
  if (!ctx.mail) return;
  const settings = await getInboxSettings(db);
  const now = ctx.now();
  const from = ctx.mail.mailer.from;
  if (settings.notifyEmails.length > 0) {
    await enqueueMail(
      db,
      'request',
      requestNotification(request, {
        to: settings.notifyEmails,
        lang: settings.notifyLang,
        from,
        siteUrl: ctx.mail.siteUrl,
      }),
      now.toISOString(),
      ctx.requestId,
    );
  }
  if (
    settings.acknowledge &&
    options.captchaPassed &&
    (await countHit(db, 'acknowledgement', request.email.toLowerCase(), now, HOUR_MS)) === 1
  ) {
    const contact = (await storedSettings(db)).email;
    await enqueueMail(
      db,
      'acknowledgement',
      requestAcknowledgement(request, {
        from,
        replyTo: contact || undefined,
        answerTime: settings.answerTime[request.lang],
      }),
      now.toISOString(),
      ctx.requestId,
    );
  }
}

/** Queues the team's notice of a job application, in the transaction that stores it. */
export async function queueApplicationMail(db: Db, ctx: Context, application: ApplicationForMail) {
  if (!ctx.mail) return;
  const settings = await getInboxSettings(db);
  if (settings.notifyEmails.length === 0) return;
  const mail = applicationNotification(application, {
    to: settings.notifyEmails,
    lang: settings.notifyLang,
    from: ctx.mail.mailer.from,
    siteUrl: ctx.mail.siteUrl,
  });
  await enqueueMail(db, 'application', mail, ctx.now().toISOString(), ctx.requestId);
}

/** What Settings shows: the addresses, the switches, and how sending stands. */
export async function notificationSettings(ctx: Context) {
  const settings = await getInboxSettings(ctx.db);
  const outbox = await outboxState(ctx.db);
  return {
    emails: settings.notifyEmails,
    acknowledge: settings.acknowledge,
    lang: settings.notifyLang,
    answer_time_de: settings.answerTime.de,
    answer_time_en: settings.answerTime.en,
    answer_time_ru: settings.answerTime.ru,
    mail: {
      configured: ctx.mail !== undefined,
      last_error: outbox.lastError,
      pending: outbox.pending,
      failed: outbox.failed,
    },
  };
}

/** Changes the settings sent and keeps the others. */
export async function updateNotificationSettings(ctx: Context, changes: NotificationSettingsUpdate) {
  const settings = await getInboxSettings(ctx.db);
  await saveInboxSettings(
    ctx.db,
    {
      ...(changes.emails === undefined ? {} : { notifyEmails: changes.emails }),
      ...(changes.acknowledge === undefined ? {} : { acknowledge: changes.acknowledge }),
      ...(changes.lang === undefined ? {} : { notifyLang: changes.lang }),
      ...(SITE_LANGS.some((lang) => changes[`answer_time_${lang}`] !== undefined)
        ? {
            answerTime: {
              de: changes.answer_time_de ?? settings.answerTime.de,
              en: changes.answer_time_en ?? settings.answerTime.en,
              ru: changes.answer_time_ru ?? settings.answerTime.ru,
            },
          }
        : {}),
    },
    ctx.now().toISOString(),
  );
  return notificationSettings(ctx);
}

/** Sends a test mail to the notified addresses now (not through the outbox) and says how it went, in words. */
export async function sendTestMail(ctx: Context): Promise<{ sent: boolean; to: string[]; error: string | null }> {
  const settings = await getInboxSettings(ctx.db);
  if (!ctx.mail)
    return { sent: false, to: settings.notifyEmails, error: 'No mail server is configured (SMTP_URL or SMTP_HOST).' };
  if (settings.notifyEmails.length === 0)
    return { sent: false, to: [], error: 'Add at least one address to notify first.' };
  try {
    await ctx.mail.mailer.send(
      testMail({ to: settings.notifyEmails, lang: settings.notifyLang, from: ctx.mail.mailer.from }),
    );
    return { sent: true, to: settings.notifyEmails, error: null };
  } catch (error) {
    return { sent: false, to: settings.notifyEmails, error: mailErrorText(error) };
  }
}

// The inbox settings row is this module's (who is told, in which language, whether visitors get a receipt); the
// retention module keeps its period in the same row and reads and saves it through these.
export { getInboxSettings, saveInboxSettings, type InboxSettings } from './notifications.repository.ts';
