import { randomUUID } from 'node:crypto';
import { COMPANY_NAME } from '@tp/schemas/company';
import type { SiteLang } from '@tp/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { LANGUAGE_NAMES, MAIL_TEXTS } from './mail-texts.ts';

/** Text a visitor typed, safe in a header: no line breaks or other control characters (no header injection). */
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A fresh Message-ID in the sender's domain. */
export const messageIdFor = (from: string) => `<${randomUUID()}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'}>`;

/** Label–value rows and an optional table of lines, as plain text and as simple HTML with every value escaped. */
export function mailBody(sections: {
  rows: [string, string][];
  table?: { head: string[]; rows: string[][] };
  notes: string[];
  link?: { label: string; href: string };
}) {
  const text = [
    ...sections.rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(sections.table
      ? ['', sections.table.head.join(' | '), ...sections.table.rows.map((row) => row.join(' | '))]
      : []),
    ...(sections.link ? ['', `${sections.link.label}: ${sections.link.href}`] : []),
    ...(sections.notes.length ? ['', ...sections.notes] : []),
  ].join('\n');
  const cell = (value: string, tag = 'td') =>
    `<${tag} style="padding:4px 12px 4px 0;text-align:left;vertical-align:top">${escapeHtml(value).replace(/\n/g, '<br>')}</${tag}>`;
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a">',
    `<table style="border-collapse:collapse">${sections.rows.map(([label, value]) => `<tr>${cell(label, 'th')}${cell(value)}</tr>`).join('')}</table>`,
    sections.table
      ? `<table style="border-collapse:collapse;margin-top:12px"><tr>${sections.table.head.map((head) => cell(head, 'th')).join('')}</tr>${sections.table.rows.map((row) => `<tr>${row.map((value) => cell(value)).join('')}</tr>`).join('')}</table>`
      : '',
    sections.link ? `<p><a href="${escapeHtml(sections.link.href)}">${escapeHtml(sections.link.label)}</a></p>` : '',
    ...sections.notes.map((note) => `<p style="color:#475569">${escapeHtml(note)}</p>`),
    '</div>',
  ].join('');
  return { text, html };
}

interface InquiryForMail {
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
    subject: oneLine(`${words.newRequest}: ${request.name}, ${request.company}${parts}`),
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

/** The visitor's confirmation, in the language of their inquiry, with what they sent. */
export function requestAcknowledgement(
  request: InquiryForMail,
  options: { from: string; replyTo: string | undefined },
): OutgoingMail {
  const words = MAIL_TEXTS[request.lang];
  const body = mailBody({
    rows: [
      [words.ackSummary, ''],
      [words.company, request.company],
      ...(request.text ? [[words.message, request.text] as [string, string]] : []),
    ],
    table: request.lines.length
      ? {
          head: [words.partNumber, words.quantity],
          rows: request.lines.map((line) => [line.partnumber, String(line.quantity)]),
        }
      : undefined,
    notes: [words.ackFooter],
  });
  const greeting = `${words.ackGreeting} ${oneLine(request.name)},\n${words.ackBody}\n\n`;
  return {
    to: [request.email],
    ...(options.replyTo ? { replyTo: { name: COMPANY_NAME, address: options.replyTo } } : {}),
    subject: `${words.ackSubject} ${COMPANY_NAME}`,
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
