import { z } from 'zod';
import { emailAddress, lineText, siteLang } from './common.ts';
import { NOTHING_TO_UPDATE } from './update-input.ts';

/** At most this many addresses are told of new inquiries. */
export const NOTIFY_EMAILS_MAX = 10;

/** The longest answer-time sentence (it stands in a mail's first lines). */
export const ANSWER_TIME_MAX = 300;

const answerTime = (language: string) =>
  lineText(`Answer time (${language})`, ANSWER_TIME_MAX)
    .optional()
    .meta({
      description: `When a buyer may expect an answer, in ${language}, as the acknowledgement says it ('' for the built-in sentence)`,
    });

/**
 * Who is told of new requests and applications, in which language, whether visitors get an acknowledgement, and
 * what it says about when to expect an answer.
 */
export const notificationSettingsUpdate = z
  .object({
    emails: z
      .array(emailAddress, { message: 'emails must be a list of e-mail addresses' })
      .max(NOTIFY_EMAILS_MAX, `At most ${NOTIFY_EMAILS_MAX} addresses`)
      .transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))])
      .optional(),
    acknowledge: z.boolean({ message: 'acknowledge must be true or false' }).optional(),
    lang: siteLang.optional().meta({ description: 'The language of the notification mails' }),
    answer_time_de: answerTime('German'),
    answer_time_en: answerTime('English'),
    answer_time_ru: answerTime('Russian'),
  })
  // Unlike other updates an empty list (or text) is a change here: it stops the notifications.
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: NOTHING_TO_UPDATE });
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsUpdate>;
