import { COMPANY_NAME } from '@tp/schemas/company';
import type { UserLanguage } from '@tp/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { mailBody, messageIdFor, oneLine } from '../../platform/mail/mail-body.ts';

/** The owner's notice that an endpoint was switched off, in their dashboard's language. */
const TEXTS = {
  de: {
    subject: (url: string) => `Webhook abgeschaltet: ${url}`,
    lead: 'Ein Webhook-Empfänger hat drei Tage lang keine Zustellung angenommen und wurde deshalb abgeschaltet.',
    url: 'Adresse',
    since: 'Fehlschläge seit',
    error: 'Letzter Fehler',
    action: 'Webhooks im Verwaltungsbereich öffnen',
    note: 'Beheben Sie den Fehler beim Empfänger und schalten Sie den Webhook wieder ein; neue Ereignisse werden dann wieder gesendet.',
  },
  en: {
    subject: (url: string) => `Webhook switched off: ${url}`,
    lead: 'A webhook receiver accepted no delivery for three days and has been switched off.',
    url: 'Address',
    since: 'Failing since',
    error: 'Last error',
    action: 'Open webhooks in the back office',
    note: 'Mend the receiver and switch the webhook on again; new events are then sent again.',
  },
  ru: {
    subject: (url: string) => `Вебхук отключён: ${url}`,
    lead: 'Получатель вебхука три дня не принимал ни одной доставки и поэтому был отключён.',
    url: 'Адрес',
    since: 'Ошибки с',
    error: 'Последняя ошибка',
    action: 'Открыть вебхуки в панели управления',
    note: 'Исправьте получателя и снова включите вебхук; новые события тогда снова будут отправляться.',
  },
} satisfies Record<UserLanguage, unknown>;

export function endpointDisabledMail(options: {
  to: string;
  language: UserLanguage;
  from: string;
  url: string;
  failingSince: string;
  lastError: string;
  dashboardLink: string;
}): OutgoingMail {
  const words = TEXTS[options.language];
  const body = mailBody({
    rows: [
      [words.url, options.url],
      [words.since, options.failingSince],
      [words.error, options.lastError],
    ],
    link: { label: words.action, href: options.dashboardLink },
    notes: [words.lead, words.note],
  });
  return {
    to: [options.to],
    subject: oneLine(`${words.subject(options.url.slice(0, 120))} – ${COMPANY_NAME}`),
    ...body,
    messageId: messageIdFor(options.from),
  };
}
