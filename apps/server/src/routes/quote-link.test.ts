import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from '../testing/test-app.ts';

// A quote sent to the buyer through a real SMTP server (the PDF attached, the private link in the mail), and the
// buyer's side: the quote read through the link, accepted with a purchase order, declined, or too late.
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    mail: { smtp: { url: smtp.url }, from: 'TurboTech <website@turbotech.example>', pollMs: 50 },
    publicUrl: 'https://www.turbotech.example',
    webDir: BUILT_WEB_DIR,
  });
  auth = t.bearer(await t.signIn());
  await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/notifications',
    headers: auth,
    payload: { emails: ['sales@turbotech.example'], lang: 'en', acknowledge: false },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

/** The mails one address got so far, once there are `count` of them. */
const mailsTo = async (address: string, count: number) => {
  const mine = () => smtp.received.filter((entry) => entry.recipients.includes(address));
  await vi.waitFor(() => expect(mine()).toHaveLength(count), { timeout: 5000, interval: 20 });
  return mine().map((entry) => entry.mail);
};
const TEAM = 'sales@turbotech.example';
const BUYER = 'ivan@plant.example';

async function sentQuote(validUntil = '2026-12-31') {
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/request',
    payload: {
      name: 'Ivan Petrov',
      email: 'ivan@plant.example',
      company: 'Caspian Power',
      lang: 'ru',
      lines: [{ partnumber: 'L30471P02', quantity: 2 }],
      captcha_ticket: await t.ticket(),
    },
  });
  const requestId = request.json<{ id: number }>().id;
  const quote = await t.app.inject({
    method: 'POST',
    url: `/api/request/${requestId}/quotes`,
    headers: auth,
    payload: {
      valid_until: validUntil,
      incoterm: 'FCA',
      incoterm_place: 'Rosdorf',
      lines: [{ partnumber: 'L30471P02', description: 'Рабочая лопатка ТВД', quantity: 2, unit_price: 1250 }],
    },
  });
  const { id } = quote.json<{ id: number }>();
  const sent = await t.app.inject({ method: 'POST', url: `/api/quotes/${id}/send`, headers: auth });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = (await mailsTo(BUYER, 1))[0]!;
  const token = /\/ru\/quote\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
  return { id, requestId, token, mail, answer: sent.json<{ mailed: boolean; link?: string; status: string }>() };
}

const requestRow = (id: number) =>
  t.db.selectFrom('requests').select(['status', 'quoted_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe("the buyer's page of a quote", () => {
  it("is rendered on the server in the address's language, kept by no cache, indexed by no engine, and 404 for a wrong token", async () => {
    const { token } = await sentQuote();
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    const russian = await page(`/ru/quote/${token}`);
    expect(russian.statusCode).toBe(200);
    expect(russian.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    });
    expect(russian.headers).not.toHaveProperty('etag');
    const html = russian.body.replace(/<!--.*?-->/g, '');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>/);
    expect(html).toContain('Q-2026-00001');
    expect(html).toContain('Рабочая лопатка ТВД');
    expect(html).toContain('Что мы предлагаем');
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain('2 500,00 €');
    // Never kept: a second read renders again, still private.
    expect((await page(`/ru/quote/${token}`)).headers['cache-control']).toBe('private, no-store');
    // The same quote at the English and German addresses, in their languages.
    expect((await page(`/en/quote/${token}`)).body).toContain('What we offer');
    expect((await page(`/quote/${token}`)).body).toContain('Unser Angebot');
    // A guessed token is the not-found page, private as well: no hint the address was ever a quote.
    const guessed = await page(`/ru/quote/${'x'.repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.headers['cache-control']).toBe('private, no-store');
    expect(guessed.body).not.toContain('Q-2026');
  });
});

describe('a quote sent to the buyer', () => {
  it('goes by mail in Russian with the PDF attached and a private link; the request becomes quoted', async () => {
    const { id, requestId, token, mail, answer } = await sentQuote();
    expect(answer).toMatchObject({ mailed: true, status: 'sent' });
    expect(answer.link).toBeUndefined();
    expect(mail.subject).toBe('Коммерческое предложение Q-2026-00001 по вашему запросу TR-2026-00001');
    expect(mail.text).toContain('Здравствуйте Ivan Petrov,');
    expect(mail.text).toContain(`https://www.turbotech.example/ru/quote/${token}`);
    expect(mail.text?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Итого EUR: 2 500,00 €');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['Q-2026-00001.pdf', 'application/pdf'],
    ]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-quote-mail-'));
    fs.writeFileSync(path.join(dir, 'q.pdf'), mail.attachments[0]!.content);
    expect(execFileSync('pdftotext', [path.join(dir, 'q.pdf'), '-'], { encoding: 'utf8' })).toContain(
      'Коммерческое предложение',
    );
    fs.rmSync(dir, { recursive: true, force: true });

    // Only the token's hash is stored.
    const stored = await t.db
      .selectFrom('quotes')
      .select(['token_hash', 'token_expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      token_expires_at: '2027-01-30',
    });
    expect(await requestRow(requestId)).toEqual({ status: 'quoted', quoted_at: '2026-11-22T09:00:00.000Z' });
    // The request, read alone or in the list, names its quote and where it stands.
    const quoteOfRequest = {
      id,
      number: 'Q-2026-00001',
      revision: 1,
      status: 'sent',
      valid_until: '2026-12-31',
      sent_at: '2026-11-22T09:00:00.000Z',
      totals: [{ currency: 'EUR', total: 2500 }],
    };
    const one = await t.app.inject({ method: 'GET', url: `/api/request/${requestId}`, headers: auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: 'quoted', quotes: [quoteOfRequest] });
    const list = await t.app.inject({ method: 'GET', url: '/api/request?status=quoted', headers: auth });
    expect(list.json()).toMatchObject([{ id: requestId, quotes: [quoteOfRequest] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/request/999', headers: auth })).statusCode).toBe(404);

    const shared = await t.app.inject({ method: 'GET', url: `/api/quote/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      number: 'Q-2026-00001',
      status: 'sent',
      lang: 'ru',
      request: { reference: 'TR-2026-00001' },
    });
    expect(shared.json()).not.toHaveProperty('revisions');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/quote/${token}/pdf` });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('is accepted once through the link: the team is told, the request is won; a second accept changes nothing', async () => {
    const { requestId, token } = await sentQuote();
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/quote/${token}/accept`,
        payload: { po_number: 'PO-7731', comment: 'Deliver to Aktau' },
      });
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      po_number: 'PO-7731',
      buyer_comment: 'Deliver to Aktau',
    });
    // The team's mails: the new inquiry's, then the answer's.
    const notice = (await mailsTo(TEAM, 2))[1]!;
    expect(notice.subject).toBe('Quotation Q-2026-00001 accepted: Caspian Power');
    expect(notice.text).toContain('Purchase order: PO-7731');
    expect(notice.replyTo?.value[0]?.address).toBe(BUYER);
    expect((await requestRow(requestId)).status).toBe('won');

    expect((await accept()).json()).toMatchObject({ status: 'accepted' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mailsTo(TEAM, 2);
    const decline = await t.app.inject({ method: 'POST', url: `/api/quote/${token}/decline`, payload: {} });
    expect([decline.statusCode, decline.json().message]).toEqual([409, 'This quote was accepted already']);
    const resend = await t.app.inject({ method: 'POST', url: '/api/quotes/1/send', headers: auth });
    expect(resend.statusCode).toBe(409);
  });

  it('is declined with a reason: the request is lost', async () => {
    const { requestId, token } = await sentQuote();
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/quote/${token}/decline`,
      payload: { reason: 'Lead time too long' },
    });
    expect(declined.json()).toMatchObject({ status: 'declined', buyer_comment: 'Lead time too long' });
    expect((await mailsTo(TEAM, 2))[1]!.subject).toBe('Quotation Q-2026-00001 declined: Caspian Power');
    expect((await requestRow(requestId)).status).toBe('lost');
  });

  it('past its last day says so and cannot be accepted; 30 days later the link is gone like a wrong one', async () => {
    const { token } = await sentQuote('2026-11-25');
    t.clock.advance(4 * 86_400_000); // 26 November
    expect((await t.app.inject({ method: 'GET', url: `/api/quote/${token}` })).json()).toMatchObject({
      status: 'expired',
    });
    const late = await t.app.inject({ method: 'POST', url: `/api/quote/${token}/accept`, payload: {} });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'This quote has expired and can no longer be accepted',
    ]);
    t.clock.advance(30 * 86_400_000);
    const gone = await t.app.inject({ method: 'GET', url: `/api/quote/${token}` });
    const wrong = await t.app.inject({ method: 'GET', url: `/api/quote/${'x'.repeat(43)}` });
    expect([gone.statusCode, wrong.statusCode]).toEqual([404, 404]);
    expect(gone.json()).toEqual(wrong.json());
  });

  it('a new sending replaces the link; links are read at most 60 times a minute per address', async () => {
    const first = await sentQuote();
    const again = await t.app.inject({ method: 'POST', url: `/api/quotes/${first.id}/send`, headers: auth });
    expect(again.statusCode).toBe(200);
    const second = (await mailsTo(BUYER, 2))[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/quote/${first.token}` })).statusCode).toBe(404);
    const token = /\/ru\/quote\/([A-Za-z0-9_-]+)/.exec(second.text ?? '')![1]!;
    const statuses: number[] = [];
    for (let read = 0; read < 61; read++)
      statuses.push((await t.app.inject({ method: 'GET', url: `/api/quote/${token}` })).statusCode);
    // The old link's read above was the address's first: 59 more are answered, then 429.
    expect(statuses).toEqual([...Array<number>(59).fill(200), 429, 429]);
  });
});
