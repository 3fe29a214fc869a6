import { COMPANY_NAME } from '@tp/schemas/company';
import type { SiteLang } from '@tp/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { escapeHtml, mailBody, messageIdFor, oneLine } from '../../platform/mail/mail-body.ts';
import { LANGUAGE_NAMES, MAIL_TEXTS } from './mail-texts.ts';

interface InquiryForMail {
  reference: string;
  name: string;
  email: string;
  company: string;
  text: string;
  lang: SiteLang;
  page: string;
  lines: { partnumber: string; description: string; quantity: number; found: boolean }[];
}

/** The team's notice of a new inquiry, in the administrator's language; "Reply" answers the visitor. */
export function requestNotification(
  request: InquiryForMail,
  options: { to: string[]; lang: SiteLang; from: string; siteUrl: string },
): OutgoingMail {
  const words = MAIL_TEXTS[options.lang];
  const body = mailBody({
    rows: [
      [words.reference, request.reference],
      [words.name, request.name],
      [words.company, request.company],
      [words.email, request.email],
      [words.language, LANGUAGE_NAMES[request.lang]],
      ...(request.text ? [[words.message, request.text] as [string, string]] : []),
      ...(request.page ? [[words.page, new URL(request.page, options.siteUrl).href] as [string, string]] : []),
    ],
    table: request.lines.length
      ? {
          head: [words.partNumber, words.description, words.quantity],
          rows: request.lines.map((line) => [
            line.partnumber,
            line.found ? line.description : `(${words.notListed})`,
            String(line.quantity),
          ]),
        }
      : undefined,
    link: { label: words.open, href: new URL('/dashboard/requests', options.siteUrl).href },
    notes: [words.replyHint],
  });
  const parts = request.lines.length ? ` (${words.parts}: ${request.lines.length})` : '';
  return {
    to: options.to,
    replyTo: { name: oneLine(request.name), address: request.email },
    subject: oneLine(`${words.newRequest} ${request.reference}: ${request.name}, ${request.company}${parts}`),
    ...body,
    messageId: messageIdFor(options.from),
  };
}

/** The team's notice of a job application; the files stay on the server (a link, never an attachment). */
export function applicationNotification(
  application: {
    first_name: string;
    last_name: string;
    email: string;
    lang: SiteLang;
    files: { original_name: string }[];
  },
  options: { to: string[]; lang: SiteLang; from: string; siteUrl: string },
): OutgoingMail {
  const words = MAIL_TEXTS[options.lang];
  const name = `${application.first_name} ${application.last_name}`;
  const body = mailBody({
    rows: [
      [words.name, name],
      [words.email, application.email],
      [words.language, LANGUAGE_NAMES[application.lang]],
      [words.files, application.files.map((file) => file.original_name).join('\n')],
    ],
    link: { label: words.open, href: new URL('/dashboard/requests', options.siteUrl).href },
    notes: [words.filesHint, words.replyHint],
  });
  return {
    to: options.to,
    replyTo: { name: oneLine(name), address: application.email },
    subject: oneLine(`${words.newApplication}: ${name}`),
    ...body,
    messageId: messageIdFor(options.from),
  };
}

/**
 * The buyer's confirmation, in the language of the page the inquiry was sent from: its reference, when to expect an
 * answer (the site's sentence, or the built-in one), and what was asked for.
 */
export function requestAcknowledgement(
  request: InquiryForMail,
  options: { from: string; replyTo: string | undefined; answerTime: string },
): OutgoingMail {
  const words = MAIL_TEXTS[request.lang];
  const withReference = (text: string) => text.replace('{reference}', request.reference);
  const body = mailBody({
    rows: [
      [words.ackSummary, ''],
      [words.reference, request.reference],
      [words.company, request.company],
      ...(request.text ? [[words.message, request.text] as [string, string]] : []),
    ],
    table: request.lines.length
      ? {
          head: [words.partNumber, words.description, words.quantity],
          rows: request.lines.map((line) => [
            line.partnumber,
            line.found ? line.description : '',
            String(line.quantity),
          ]),
        }
      : undefined,
    notes: [words.ackFooter],
  });
  const answerTime = options.answerTime.trim() || words.ackAnswerTime;
  const greeting = `${words.ackGreeting} ${oneLine(request.name)},\n${withReference(words.ackBody)}\n${oneLine(answerTime)}\n\n`;
  return {
    to: [request.email],
    ...(options.replyTo ? { replyTo: { name: COMPANY_NAME, address: options.replyTo } } : {}),
    subject: oneLine(`${withReference(words.ackSubject)} ${COMPANY_NAME}`),
    text: greeting + body.text,
    html: `<p style="font-family:Arial,sans-serif;font-size:14px">${escapeHtml(greeting).replace(/\n/g, '<br>')}</p>${body.html}`,
    messageId: messageIdFor(options.from),
  };
}

/** The Settings screen's test mail. */
export function testMail(options: { to: string[]; lang: SiteLang; from: string }): OutgoingMail {
  const words = MAIL_TEXTS[options.lang];
  return {
    to: options.to,
    subject: `${words.testSubject} (${COMPANY_NAME})`,
    text: words.testBody,
    html: `<p>${escapeHtml(words.testBody)}</p>`,
    messageId: messageIdFor(options.from),
  };
}
