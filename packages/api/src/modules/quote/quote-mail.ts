import { COMPANY_NAME } from '@tp/schemas/company';
import type { SiteLang } from '@tp/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { escapeHtml, mailBody, messageIdFor, oneLine } from '../../platform/mail/mail-body.ts';
import { QUOTE_TEXTS, formatDay, formatMoney } from './quote-texts.ts';
import type { Quote } from './quote.service.ts';

const MAIL_WORDS = {
  de: {
    subject: 'Angebot {number} zu Ihrer Anfrage {reference}',
    greeting: 'Guten Tag',
    body: 'vielen Dank für Ihre Anfrage. Anbei erhalten Sie unser Angebot {number} als PDF.',
    online: 'Sie können es auch online ansehen und annehmen oder ablehnen:',
    open: 'Angebot ansehen',
    regards: 'Mit freundlichen Grüßen',
    accepted: 'Angebot {number} angenommen',
    declined: 'Angebot {number} abgelehnt',
    po: 'Bestellnummer',
    comment: 'Kommentar',
    reason: 'Grund',
    buyer: 'Kunde',
    openDashboard: 'Im Dashboard öffnen',
  },
  en: {
    subject: 'Quotation {number} for your inquiry {reference}',
    greeting: 'Hello',
    body: 'thank you for your inquiry. Please find our quotation {number} attached as a PDF.',
    online: 'You can also view it online and accept or decline it:',
    open: 'View the quotation',
    regards: 'Kind regards',
    accepted: 'Quotation {number} accepted',
    declined: 'Quotation {number} declined',
    po: 'Purchase order',
    comment: 'Comment',
    reason: 'Reason',
    buyer: 'Customer',
    openDashboard: 'Open in the dashboard',
  },
  ru: {
    subject: 'Коммерческое предложение {number} по вашему запросу {reference}',
    greeting: 'Здравствуйте',
    body: 'благодарим за ваш запрос. Во вложении — наше коммерческое предложение {number} в формате PDF.',
    online: 'Вы также можете посмотреть его на сайте и принять или отклонить:',
    open: 'Открыть предложение',
    regards: 'С уважением',
    accepted: 'Предложение {number} принято',
    declined: 'Предложение {number} отклонено',
    po: 'Номер заказа',
    comment: 'Комментарий',
    reason: 'Причина',
    buyer: 'Заказчик',
    openDashboard: 'Открыть в панели управления',
  },
} satisfies Record<SiteLang, Record<string, string>>;

const fill = (text: string, quote: Quote) =>
  text.replace('{number}', quote.number).replace('{reference}', quote.request.reference);

/** The buyer's mail: the quote attached as PDF, its totals and validity, and the private link, in the quote's language. */
export function quoteMail(
  quote: Quote,
  options: { link: string; pdf: Buffer; from: string; replyTo: string | undefined },
): OutgoingMail {
  const words = MAIL_WORDS[quote.lang];
  const labels = QUOTE_TEXTS[quote.lang];
  const body = mailBody({
    rows: [
      [labels.number, quote.number],
      [labels.yourInquiry, quote.request.reference],
      ...quote.totals.map(
        ({ currency, total }) =>
          [`${labels.totals} ${currency}`, formatMoney(quote.lang, total, currency)] as [string, string],
      ),
      [labels.validUntil, formatDay(quote.lang, quote.valid_until)],
    ],
    link: { label: words.open, href: options.link },
    notes: [`${words.regards}\n${COMPANY_NAME}`],
  });
  const greeting = `${words.greeting} ${oneLine(quote.request.name)},\n${fill(words.body, quote)}\n${words.online}\n\n`;
  return {
    to: [quote.request.email],
    ...(options.replyTo ? { replyTo: { name: COMPANY_NAME, address: options.replyTo } } : {}),
    subject: oneLine(fill(words.subject, quote)),
    text: greeting + body.text,
    html: `<p style="font-family:Arial,sans-serif;font-size:14px">${escapeHtml(greeting).replace(/\n/g, '<br>')}</p>${body.html}`,
    messageId: messageIdFor(options.from),
    attachments: [
      { filename: `${quote.number}.pdf`, contentType: 'application/pdf', content: options.pdf.toString('base64') },
    ],
  };
}

/** The team's notice that a buyer accepted or declined, in the team's language; "Reply" answers the buyer. */
export function quoteAnswerMail(
  quote: Quote,
  answer: 'accepted' | 'declined',
  options: { to: string[]; lang: SiteLang; from: string; siteUrl: string },
): OutgoingMail {
  const words = MAIL_WORDS[options.lang];
  const labels = QUOTE_TEXTS[options.lang];
  const body = mailBody({
    rows: [
      [words.buyer, `${quote.request.name}, ${quote.request.company}`],
      [labels.yourInquiry, quote.request.reference],
      ...quote.totals.map(
        ({ currency, total }) =>
          [`${labels.totals} ${currency}`, formatMoney(options.lang, total, currency)] as [string, string],
      ),
      ...(answer === 'accepted' && quote.po_number ? [[words.po, quote.po_number] as [string, string]] : []),
      ...(quote.buyer_comment
        ? [[answer === 'accepted' ? words.comment : words.reason, quote.buyer_comment] as [string, string]]
        : []),
    ],
    link: { label: words.openDashboard, href: new URL('/dashboard/requests', options.siteUrl).href },
    notes: [],
  });
  return {
    to: options.to,
    replyTo: { name: oneLine(quote.request.name), address: quote.request.email },
    subject: oneLine(`${fill(words[answer], quote)}: ${quote.request.company}`),
    ...body,
    messageId: messageIdFor(options.from),
  };
}
