import { z } from 'zod';
import { emailAddress, siteLang } from './common.ts';
import { NOTHING_TO_UPDATE } from './update-input.ts';

/** At most this many addresses are told of new inquiries. */
export const NOTIFY_EMAILS_MAX = 10;

/** Who is told of new requests and applications, in which language, and whether visitors get an acknowledgement. */
export const notificationSettingsUpdate = z
  .object({
    emails: z
      .array(emailAddress, { message: 'emails must be a list of e-mail addresses' })
      .max(NOTIFY_EMAILS_MAX, `At most ${NOTIFY_EMAILS_MAX} addresses`)
      .transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))])
      .optional(),
    acknowledge: z.boolean({ message: 'acknowledge must be true or false' }).optional(),
    lang: siteLang.optional().meta({ description: 'The language of the notification mails' }),
  })
  // Unlike other updates an empty list is a change here: it stops the notifications.
  .refine((value) => value.emails !== undefined || value.acknowledge !== undefined || value.lang !== undefined, {
    message: NOTHING_TO_UPDATE,
  });
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsUpdate>;
