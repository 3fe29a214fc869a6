import { createRequire } from 'node:module';
import { COMPANY_NAME } from '@tp/schemas/company';
import type { SiteLang } from '@tp/schemas';
import { CONDITION_NAMES, DOCUMENT_NAMES, QUOTE_TEXTS, formatDay, formatMoney } from './quote-texts.ts';
import type { Quote as StoredQuote } from './quote.service.ts';

/** What a quote's PDF shows: the team's quote, or the buyer's view of it through the link. */
type Quote = Omit<StoredQuote, 'id' | 'revisions' | 'request'> & {
  request: Omit<StoredQuote['request'], 'id'>;
};

/** The company's details printed at the top and bottom of each page, from Settings. */
export interface Letterhead {
  phone: string;
  email: string;
  address: string;
  footer: string;
}

// Noto Sans (SIL Open Font License) covers Latin and Cyrillic; embedded as a subset of the glyphs used.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf'),
};

/** A4's width in points, and the room between the margins. */
const PAGE_WIDTH = 595.28;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const NAVY = '#0f1f3a';
const MUTED = '#5b6472';
const RULE = '#d5dbe3';
/** Column widths of the lines table (A4 is 595 pt wide; 495 between the margins); the description takes the rest. */
const COLUMNS = { position: 18, partnumber: 82, quantity: 32, unitPrice: 70, total: 76 };
const DESCRIPTION_WIDTH = CONTENT_WIDTH - Object.values(COLUMNS).reduce((sum, width) => sum + width, 0) - 5 * 6;

type Doc = PDFKit.PDFDocument;

/**
 * The quote as a PDF in its language: the company's letterhead, the buyer and the request's reference, the lines
 * (the table's head repeated on every page it runs onto), totals per currency, validity and terms, and on every
 * page the footer line and "page n of m". Every text is plain (the quote has no rich text): nothing is read as markup.
 */
export async function quotePdf(quote: Quote, letterhead: Letterhead, issuedOn: string): Promise<Buffer> {
  // CommonJS: the document class arrives as the default export (typed by @types/pdfkit as the module itself).
  const { default: PDFDocument } = (await import('pdfkit')) as unknown as { default: typeof import('pdfkit') };
  const words = QUOTE_TEXTS[quote.lang];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${words.title} ${quote.number}`, Author: COMPANY_NAME },
    lang: quote.lang,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const done = collect(doc);

  header(doc, quote, letterhead, issuedOn);
  linesTable(doc, quote);
  totalsAndTerms(doc, quote);
  footers(doc, quote.lang, letterhead.footer);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function header(doc: Doc, quote: Quote, letterhead: Letterhead, issuedOn: string) {
  const words = QUOTE_TEXTS[quote.lang];
  const top = doc.y;
  doc.font('bold').fontSize(15).fillColor(NAVY).text(COMPANY_NAME, MARGIN, top, { width: 280 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  const contact = [letterhead.address, `${words.phone}: ${letterhead.phone}`, `${words.email}: ${letterhead.email}`];
  doc.text(contact.filter((line) => !/:\s*$/.test(line) && line !== '').join('\n'), { width: 280 });
  const leftBottom = doc.y;

  const right = PAGE_WIDTH - MARGIN - 210;
  doc.font('bold').fontSize(14).fillColor(NAVY).text(words.title, right, top, { width: 210, align: 'right' });
  const facts: [string, string][] = [
    [words.number, quote.number],
    [words.date, formatDay(quote.lang, issuedOn)],
    ...(quote.revision > 1 ? [[words.revision, String(quote.revision)] as [string, string]] : []),
    [words.yourInquiry, quote.request.reference],
    [words.validUntil, formatDay(quote.lang, quote.valid_until)],
  ];
  doc.moveDown(0.3);
  for (const [label, value] of facts) keyValue(doc, label, value, right, 210);
  doc.y = Math.max(leftBottom, doc.y) + 18;

  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(words.customer.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.5 });
  doc.font('regular').fontSize(10).fillColor(NAVY);
  doc.text([quote.request.company, quote.request.name, quote.request.email].filter(Boolean).join('\n'), { width: 300 });
  doc.moveDown(1.2);
}

/** A label and its value on one line, the value right-aligned within `width` from `x`. */
function keyValue(doc: Doc, label: string, value: string, x: number, width: number) {
  const y = doc.y;
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(label, x, y, { width: width / 2 });
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(NAVY)
    .text(value, x + width / 2, y, { width: width / 2, align: 'right' });
  doc.y = Math.max(doc.y, y + 12);
}

const columnX = () => {
  let x = MARGIN;
  const at = (width: number) => {
    const start = x;
    x += width + 6;
    return start;
  };
  return {
    position: at(COLUMNS.position),
    partnumber: at(COLUMNS.partnumber),
    description: at(DESCRIPTION_WIDTH),
    quantity: at(COLUMNS.quantity),
    unitPrice: at(COLUMNS.unitPrice),
    total: at(COLUMNS.total),
  };
};

function tableHead(doc: Doc, lang: SiteLang) {
  const words = QUOTE_TEXTS[lang];
  const x = columnX();
  const y = doc.y;
  doc.rect(MARGIN, y - 4, CONTENT_WIDTH, 20).fill('#eef2f7');
  doc.font('bold').fontSize(8).fillColor(NAVY);
  doc.text(words.position, x.position, y, { width: COLUMNS.position });
  doc.text(words.partNumber, x.partnumber, y, { width: COLUMNS.partnumber });
  doc.text(words.description, x.description, y, { width: DESCRIPTION_WIDTH });
  doc.text(words.quantity, x.quantity, y, { width: COLUMNS.quantity, align: 'right' });
  doc.text(words.unitPrice, x.unitPrice, y, { width: COLUMNS.unitPrice, align: 'right' });
  doc.text(words.total, x.total, y, { width: COLUMNS.total, align: 'right' });
  doc.y = y + 22;
}

/** What is said of a line under its description: condition, lead time, documents, note. */
function lineDetails(quote: Quote, line: Quote['lines'][number]) {
  const words = QUOTE_TEXTS[quote.lang];
  const leadTime = line.lead_time_days === null ? words.exStock : words.days(line.lead_time_days);
  const documents = line.documents.length
    ? line.documents.map((document) => DOCUMENT_NAMES[quote.lang][document]).join(', ')
    : words.noDocuments;
  return [
    `${words.condition}: ${CONDITION_NAMES[quote.lang][line.condition]}`,
    `${words.leadTime}: ${leadTime}`,
    `${words.documents}: ${documents}`,
    ...(line.note ? [line.note] : []),
  ].join('\n');
}

function linesTable(doc: Doc, quote: Quote) {
  const x = columnX();
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  tableHead(doc, quote.lang);
  quote.lines.forEach((line, index) => {
    const details = lineDetails(quote, line);
    doc.font('bold').fontSize(9);
    const descriptionHeight = line.description ? doc.heightOfString(line.description, { width: DESCRIPTION_WIDTH }) : 0;
    doc.font('regular').fontSize(7.5);
    const height = Math.max(descriptionHeight + doc.heightOfString(details, { width: DESCRIPTION_WIDTH }) + 2, 14) + 10;
    if (doc.y + height > bottom()) {
      doc.addPage();
      tableHead(doc, quote.lang);
    }
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(NAVY);
    doc.text(String(index + 1), x.position, y, { width: COLUMNS.position });
    doc.font('bold').text(line.partnumber, x.partnumber, y, { width: COLUMNS.partnumber });
    doc.font('regular').text(String(line.quantity), x.quantity, y, { width: COLUMNS.quantity, align: 'right' });
    doc.text(formatMoney(quote.lang, line.unit_price, line.currency), x.unitPrice, y, {
      width: COLUMNS.unitPrice,
      align: 'right',
    });
    doc.font('bold').text(formatMoney(quote.lang, line.total, line.currency), x.total, y, {
      width: COLUMNS.total,
      align: 'right',
    });
    doc.font('bold').fontSize(9).text(line.description, x.description, y, { width: DESCRIPTION_WIDTH });
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(details, x.description, doc.y + 2, {
        width: DESCRIPTION_WIDTH,
      });
    const end = y + height - 6;
    doc
      .moveTo(MARGIN, end)
      .lineTo(PAGE_WIDTH - MARGIN, end)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = end + 6;
  });
}

function totalsAndTerms(doc: Doc, quote: Quote) {
  const words = QUOTE_TEXTS[quote.lang];
  const width = 220;
  const x = PAGE_WIDTH - MARGIN - width;
  // The totals stay together, with the note under them.
  if (doc.y + 18 * quote.totals.length + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.4);
  for (const { currency, total } of quote.totals) {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(NAVY)
      .text(`${words.totals} ${currency}`, x, y, { width: width / 2 });
    doc.text(formatMoney(quote.lang, total, currency), x + width / 2, y, { width: width / 2, align: 'right' });
    doc.y = y + 16;
  }
  doc.font('regular').fontSize(7.5).fillColor(MUTED).text(words.pricesNote, x, doc.y, { width });
  doc.moveDown(1.5);

  const terms: [string, string][] = [
    [words.validUntil, formatDay(quote.lang, quote.valid_until)],
    [words.delivery, `${quote.incoterm}${quote.incoterm_place ? ` ${quote.incoterm_place}` : ''} (Incoterms® 2020)`],
    ...(quote.payment_terms ? [[words.payment, quote.payment_terms] as [string, string]] : []),
  ];
  for (const [label, value] of terms) {
    const y = doc.y;
    doc.font('bold').fontSize(9).fillColor(NAVY).text(label, MARGIN, y, { width: 130 });
    doc.font('regular').text(value, MARGIN + 140, y, { width: CONTENT_WIDTH - 140 });
    doc.y = Math.max(doc.y, y + 13) + 2;
  }
  if (quote.text) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9).fillColor(NAVY).text(words.remarks, MARGIN, doc.y);
    doc.font('regular').fontSize(9).text(quote.text, { width: CONTENT_WIDTH });
  }
}

/** The footer line and the page number on every page, below the bottom margin. */
function footers(doc: Doc, lang: SiteLang, footer: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not open a new page
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(PAGE_WIDTH - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text([COMPANY_NAME, footer].filter(Boolean).join(' · '), MARGIN, y, {
      width: 360,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(QUOTE_TEXTS[lang].page(index + 1, range.count), PAGE_WIDTH - MARGIN - 120, y, {
      width: 120,
      align: 'right',
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
