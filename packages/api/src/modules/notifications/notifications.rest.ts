import { z } from 'zod';
import { SITE_LANGS } from '@tp/schemas';
import { fromBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const answerTime = (language: string) =>
  z.string().meta({
    description: `When a buyer may expect an answer, in ${language}, as the acknowledgement says it; '' for the built-in sentence`,
  });

const notificationSettings = z
  .object({
    emails: z.array(z.string()).meta({ description: 'Who is told of new requests and job applications' }),
    acknowledge: z.boolean().meta({
      description: 'Whether a visitor who passed the captcha gets a confirmation (at most one per address and hour)',
    }),
    lang: z.enum(SITE_LANGS).meta({ description: 'The language of the notifications' }),
    answer_time_de: answerTime('German'),
    answer_time_en: answerTime('English'),
    answer_time_ru: answerTime('Russian'),
    mail: z.object({
      configured: z.boolean().meta({ description: 'Whether a mail server is configured (SMTP_URL or SMTP_HOST)' }),
      last_error: z.string().nullable().meta({ description: 'The latest failed attempt, as the mail server said it' }),
      pending: z.number().int().meta({ description: 'Mails waiting to be sent' }),
      failed: z.number().int().meta({ description: 'Mails given up' }),
    }),
  })
  .meta({ id: 'NotificationSettings' });

export const notificationsRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/settings/notifications',
    procedure: 'notifications.get',
    access: 'admin',
    summary: 'Who is told of new inquiries, and how sending mail stands',
    output: notificationSettings,
  }),
  restRoute({
    method: 'PATCH',
    path: '/settings/notifications',
    procedure: 'notifications.update',
    access: 'admin',
    summary:
      'Set any of { emails (at most 10), acknowledge, lang, answer_time_de, answer_time_en, answer_time_ru }; what is not sent is kept',
    input: fromBody,
    output: notificationSettings,
  }),
  restRoute({
    method: 'POST',
    path: '/settings/notifications/test',
    procedure: 'notifications.test',
    access: 'admin',
    summary: 'Send a test mail to the notified addresses now; answers whether it went out and, if not, why',
    output: z
      .object({ sent: z.boolean(), to: z.array(z.string()), error: z.string().nullable() })
      .meta({ id: 'TestMailResult' }),
  }),
];
