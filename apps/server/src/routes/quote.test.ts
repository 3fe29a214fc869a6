import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The quote calls over REST as a script sends them; their rules are tested beside the procedures
// (packages/api/src/modules/quote/quote.test.ts).
let t: TestApp;
let auth: Record<string, string>;
let requestId: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/request',
    headers: auth,
    payload: { name: 'Anna', email: 'anna@plant.example', company: 'Caspian Power', lang: 'en' },
  });
  requestId = sent.json<{ id: number }>().id;
});
afterAll(() => t.close());

const body = {
  valid_until: '2026-12-31',
  incoterm: 'DAP',
  incoterm_place: 'Aktau',
  lines: [{ partnumber: 'L30471P02', quantity: 2, unit_price: 99.99, condition: 'serviceable', documents: ['coc'] }],
};

describe('quotes over REST', () => {
  it('POST /api/request/{id}/quotes answers 201 with the quote; GET and PATCH /api/quotes/{id}; GET /api/quotes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<{ id: number; number: string; totals: unknown; lang: string }>();
    expect(quote).toMatchObject({ number: 'Q-2026-00001', lang: 'en', totals: [{ currency: 'EUR', total: 199.98 }] });

    const read = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers: auth });
    expect(read.json()).toEqual(quote);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.id}`,
      headers: auth,
      payload: { payment_terms: 'Prepayment' },
    });
    expect(patched.json()).toMatchObject({
      revision: 2,
      payment_terms: 'Prepayment',
      incoterm: 'DAP',
      incoterm_place: 'Aktau',
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/quotes?status=draft', headers: auth });
    expect(listed.json()).toMatchObject([
      { id: quote.id, request_reference: 'TR-2026-00001', buyer: 'Anna', revision: 2 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes?status=won', headers: auth })).statusCode).toBe(400);
  });

  it('answers 400 naming the field, 404 for a request or quote that does not exist, 401 without a token', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: { ...body, lines: [{ ...body.lines[0], unit_price: 1.234 }] },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Unit price has at most 2 decimals',
      issues: [{ path: ['lines', 0, 'unit_price'] }],
    });
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: { ...body, valid_until: '2026-11-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: 'Valid until must be today or later',
      issues: [{ path: ['valid_until'], message: 'Valid until must be today or later' }],
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/request/9999/quotes', headers: auth, payload: body }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes/9999', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });

  it('GET /api/quotes/{id}/pdf gives the quote in Russian: labels, every line over two pages, totals, validity and terms', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: auth,
      payload: {
        phone: '+49 551 2094 5560',
        email: 'info@turbotech.example',
        footer_text_ru: 'Оригинальные запчасти с 2008 года.',
      },
    });
    const lines = Array.from({ length: 24 }, (_, index) => ({
      partnumber: `L${30471 + index}P02`,
      description: `Рабочая лопатка ТВД ступени ${index + 1}`,
      quantity: 2,
      unit_price: 1250.1,
      condition: index % 2 ? 'overhauled' : 'new',
      lead_time_days: index === 0 ? null : 21,
      documents: ['easa_form_1'],
    }));
    lines.push({ ...lines[0]!, partnumber: 'USD-1', currency: 'USD', unit_price: 0.5, quantity: 3 } as never);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: {
        ...body,
        lang: 'ru',
        payment_terms: '100 % предоплата',
        text: 'Цены действительны при заказе всей партии.',
        lines,
      },
    });
    const quote = created.json<{ id: number; number: string }>();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${quote.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-quote-pdf-'));
    const file = path.join(dir, 'quote.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    // Spaces as pdftotext writes them (Russian groups thousands with a narrow no-break space).
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pages.entries()) {
      // The table's head on every page with lines, and on each the footer with the page's number.
      if (/L\d{5}P02/.test(page)) expect(page).toMatch(/Номер детали\s+Описание\s+Кол-во\s+Цена за ед\.\s+Сумма/);
      expect(page).toContain(`Страница ${index + 1} из ${pages.length}`);
      expect(page).toContain('Оригинальные запчасти с 2008 года.');
    }
    expect(text).toContain('Коммерческое предложение');
    expect(text).toContain(quote.number);
    expect(text).toMatch(/Ваш запрос\s+TR-2026-00001/);
    expect(text).toMatch(/Действительно до\s+31 декабря 2026 г\./);
    for (const line of lines) expect(text).toContain(line.partnumber);
    expect(text).toContain('Рабочая лопатка ТВД ступени 24');
    expect(text).toContain('Состояние: После капремонта');
    expect(text).toContain('Срок поставки: 21 день');
    expect(text).toContain('Срок поставки: со склада');
    expect(text).toContain('Документы: EASA Form 1');
    // 24 × 2 × 1 250,10 € and 3 × 0,50 $.
    expect(text).toMatch(/Итого EUR\s+60 004,80 €/);
    expect(text).toMatch(/Итого USD\s+1,50 \$/);
    expect(text).toMatch(/Условия поставки\s+DAP Aktau \(Incoterms® 2020\)/);
    expect(text).toMatch(/Условия оплаты\s+100 % предоплата/);
    expect(text).toContain('Цены действительны при заказе всей партии.');
    expect(text).toContain('+49 551 2094 5560');
    // Pictures of the pages, to look at (test-results/quote-pdf-*.png).
    const out = path.resolve(import.meta.dirname, '../../../../test-results');
    fs.mkdirSync(out, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(out, 'quote-pdf')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('downloads the quotes as CSV and XLSX, newest first, totals per currency as numbers', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/quotes', headers: auth })).json<
      { number: string }[]
    >();
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const csv = await t.app.inject({ method: 'GET', url: '/api/quotes/export.csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="quotes-2026-11-22.csv"');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Number","Date","Request","Buyer","Company","Total EUR","Total USD","Status","Valid until","Sent","Answered"',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(listed.map((quote) => `"${quote.number}"`));
    // The Russian quote of the PDF test: 60,004.80 EUR and 1.50 USD.
    expect(rows).toContain(
      `"${listed[0]!.number}","2026-11-22T09:00:00.000Z","TR-2026-00001","Anna","Caspian Power","60004.8","1.5","draft","2026-12-31","",""`,
    );
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/quotes/export.xlsx?status=draft', headers: auth });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Quotes')!;
    expect(sheet.getCell('A2').value).toBe(listed[0]!.number);
    expect(sheet.getCell('F2').value).toBe(60004.8);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes/export.csv' })).statusCode).toBe(401);
  });
});
