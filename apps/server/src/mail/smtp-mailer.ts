import type { Mailer, OutgoingMail } from '@tp/api';

/** How to reach the mail server: a URL (`smtp://user:password@host:587`, `smtps://…:465`) or its parts. */
export type SmtpSettings =
  { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

/**
 * Every wait bounded, so a mail server that does not answer frees its claimed mail well within the outbox's claim
 * (outbox-worker.ts: 2 minutes) and a test mail in Settings answers within a minute.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Sends through nodemailer's SMTP transport, loaded when the first mail goes out (the server starts without it).
 * The visitor's address goes into Reply-To only; the sender is always MAIL_FROM, the site's own address.
 */
export function createSmtpMailer(settings: SmtpSettings, from: string): Mailer {
  let transport: Promise<{ sendMail: (mail: Record<string, unknown>) => Promise<unknown> }> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        'url' in settings
          ? { url: settings.url, ...TIMEOUTS }
          : {
              host: settings.host,
              port: settings.port,
              secure: settings.secure,
              ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
              ...TIMEOUTS,
            },
      ),
    ));
  return {
    from,
    async send(mail: OutgoingMail) {
      await (
        await transportOf()
      ).sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'base64'),
        })),
      });
    },
  };
}
