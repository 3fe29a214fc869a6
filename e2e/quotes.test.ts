import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../apps/server/src/testing/smtp-test-server.ts';
import { signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, hydrated, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { toast } from './support/suite.ts';

// From a request to a won order: a sales colleague writes a quote from the request's lines and sends it (real SMTP),
// the buyer opens the mailed link on a phone, reads the lines and accepts, and the dashboard shows the request won.
const PASSWORD = 'sales-password-2026';
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let site: Site;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  [site, browser] = await Promise.all([
    startSite({ mail: { smtp: { url: smtp.url }, from: 'website@turbotech.example', pollMs: 200 } }),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.stop();
});

/** A sales colleague invited by the owner (the invitation mailed, its link's secret taken from the mail); the login. */
async function salesColleague(email: string) {
  const invited = await site.app.inject({
    method: 'POST',
    url: '/api/users/invitations',
    headers: site.bearer(await site.signIn()),
    payload: { email, role: 'sales', name: 'Sales colleague', language: 'en' },
  });
  expect(invited.statusCode).toBe(201);
  await expect.poll(() => smtp.received.some((entry) => entry.recipients.includes(email))).toBe(true);
  const text = smtp.received.find((entry) => entry.recipients.includes(email))!.mail.text ?? '';
  const token = /invitation\?lang=\w\w#([\w-]+)/.exec(text)![1];
  const accepted = await site.app.inject({
    method: 'POST',
    url: '/api/auth/invitation',
    payload: { token, password: PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  return email;
}

/** A Russian buyer's inquiry for three parts, as the site's form stores it. */
async function russianRequest(name: string) {
  const response = await site.app.inject({
    method: 'POST',
    url: '/api/request',
    headers: site.bearer(await site.signIn()),
    payload: {
      name,
      email: 'buyer@neftegaz.example',
      company: 'Neftegaz Energo',
      text: 'Для LM2500, срочно',
      lang: 'ru',
      lines: [
        { partnumber: 'L29479-G01', quantity: 2 },
        { partnumber: '9236M45P02', quantity: 1 },
        { partnumber: 'J1234-55', quantity: 4 },
      ],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; reference: string }>();
}

describe('quotes in Chromium', () => {
  it(
    'sales write a quote from a request and send it; the buyer accepts it on a phone; the request is won',
    { timeout: 180_000 },
    async () => {
      const request = await russianRequest('Ivan Petrov');
      const login = await salesColleague('sales@turbotech.example');
      const { context, page } = await newPage(browser, DESKTOP);
      await signIn(page, site.url, PASSWORD, login);
      await page.goto(`${site.url}/dashboard/requests?lang=en`);
      const row = page.getByTestId('request-row').filter({ hasText: 'Ivan Petrov' });
      await row.getByRole('button', { name: 'Open the request from Ivan Petrov' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('No quote on this request yet.').waitFor();
      await dialog.getByRole('link', { name: 'Create quote' }).click();

      // The editor starts from the request's three lines, in the buyer's language, valid for 30 days.
      await page.getByRole('heading', { name: 'New quote' }).waitFor();
      const lines = page.getByTestId('quote-line');
      await expect.poll(() => lines.count()).toBe(3);
      expect(await lines.nth(0).getByLabel('Part number').inputValue()).toBe('L29479-G01');
      expect(await lines.nth(2).getByLabel('Quantity').inputValue()).toBe('4');
      expect(await page.getByLabel('Language of the quote').inputValue()).toBe('ru');
      expect(await page.getByText(request.reference).count()).toBeGreaterThan(0);

      // Saved without prices: each line says why under its price, and nothing is stored.
      await page.getByTestId('quote-save').click();
      await lines.nth(0).getByText('Unit price must be a number').waitFor();
      expect(await site.db.selectFrom('quotes').select('id').execute()).toEqual([]);

      await lines.nth(0).getByLabel('Unit price').fill('1250.50');
      await lines.nth(0).getByLabel('Certificate of conformity').check();
      await lines.nth(0).getByLabel('EASA Form 1').check();
      await lines.nth(1).getByLabel('Unit price').fill('980');
      await lines.nth(1).getByLabel('Currency').selectOption('USD');
      await lines.nth(1).getByLabel('Condition').selectOption('overhauled');
      await lines.nth(1).getByLabel('Lead time (days)').fill('14');
      await lines.nth(2).getByLabel('Unit price').fill('12.25');
      // A fourth line added by number and removed again.
      await page.getByRole('button', { name: 'Add a line' }).click();
      await expect.poll(() => lines.count()).toBe(4);
      await page.getByRole('button', { name: 'Remove line 4' }).click();
      await expect.poll(() => lines.count()).toBe(3);
      await page.getByLabel('Place of delivery').fill('Rosdorf');
      await page.getByLabel('Payment terms').fill('30 дней нетто');
      // Totals per currency as typed: 2 × 1,250.50 + 4 × 12.25 = 2,550.00 EUR; 980.00 USD (written as the PDF writes
      // English amounts, en-GB: US$).
      await expect
        .poll(() => page.getByTestId('quote-draft-totals').textContent())
        .toBe('Total EUR€2,550.00Total USDUS$980.00');
      expect(await seriousViolations(page, 'quote editor')).toEqual([]);
      await screenshot(page, 'quote-editor');
      await page.getByTestId('quote-save').click();
      await toast(page, 'The quote was saved').waitFor();
      await page.getByTestId('quote-status').filter({ hasText: 'Draft' }).waitFor();
      const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/Q-\d{4}-\d{5}/)![0];

      // Sent: a mail in Russian with the PDF and the link; the request is quoted.
      await page.getByTestId('quote-send').click();
      await toast(page, 'The quote was sent to buyer@neftegaz.example').waitFor();
      await page.getByTestId('quote-status').filter({ hasText: 'Sent' }).waitFor();
      await expect.poll(() => smtp.received.filter((entry) => entry.mail.subject?.includes(number)).length).toBe(1);
      const mail = smtp.received.find((entry) => entry.mail.subject?.includes(number))!.mail;
      expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
      const link = /http:\/\/\S+\/ru\/quote\/[\w-]+/.exec(mail.text ?? '')![0];
      // The PDF from the dashboard: the file the buyer got.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('quote-download-pdf').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      expect(
        fs
          .readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(await seriousViolations(page, 'quote screen')).toEqual([]);
      await screenshot(page, 'quote-sent');
      await context.close();

      // The buyer's phone: the page in Russian, kept by no cache, indexed by no search engine.
      const buyer = await newPage(browser, PHONE);
      const response = await buyer.page.goto(link.replace(/^http:\/\/[^/]+/, site.url));
      expect(response!.status()).toBe(200);
      expect(response!.headers()['cache-control']).toBe('private, no-store');
      expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(response!.headers()['referrer-policy']).toBe('no-referrer');
      await hydrated(buyer.page);
      await buyer.page.getByRole('heading', { name: number }).waitFor();
      const cards = buyer.page.getByTestId('quote-line-cards').getByRole('listitem');
      expect(await cards.count()).toBe(3);
      expect(await cards.nth(1).textContent()).toContain('После капремонта');
      expect(await cards.nth(1).textContent()).toContain('14 дн.');
      expect(await cards.nth(0).textContent()).toContain('Сертификат соответствия, EASA Form 1');
      const totals = (await buyer.page.getByTestId('quote-totals').textContent())!.replace(/\s/g, ' ');
      expect(totals).toContain('2 550,00 €');
      expect(totals).toContain('980,00 $');
      expect(await buyer.page.getByTestId('quote-pdf').getAttribute('href')).toMatch(/^\/api\/quote\/[\w-]+\/pdf$/);
      expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(buyer.page, 'quote page')).toEqual([]);
      await screenshot(buyer.page, 'quote-page-phone');
      await buyer.page.getByLabel('Номер вашего заказа на закупку (необязательно)').fill('PO-7781');
      await buyer.page.getByRole('button', { name: 'Принять предложение' }).last().click();
      await buyer.page.getByTestId('quote-answered').getByText('Номер вашего заказа: PO-7781').waitFor();
      await screenshot(buyer.page, 'quote-page-accepted-phone');
      await buyer.context.close();

      // The team's dashboard: the request won, its quote accepted, how soon it was quoted.
      const again = await newPage(browser, DESKTOP);
      await signIn(again.page, site.url, PASSWORD, login);
      await again.page.goto(`${site.url}/dashboard/requests?lang=en`);
      const wonRow = again.page.getByTestId('request-row').filter({ hasText: 'Ivan Petrov' });
      await expect.poll(() => wonRow.getByRole('combobox', { name: /Status of the request/ }).inputValue()).toBe('won');
      expect(await wonRow.getByTestId('quote-status').textContent()).toBe('Accepted');
      expect(await wonRow.getByTestId('time-to-quote').textContent()).toMatch(/^Quoted after \d+ minutes?$/);
      await screenshot(again.page, 'requests-with-quote');
      await again.page.getByTestId('all-quotes').click();
      await again.page.getByTestId('quotes-status-filter').selectOption('accepted');
      await expect.poll(() => again.page.getByTestId('quote-row').count()).toBe(1);
      expect(await again.page.getByTestId('quote-row').textContent()).toContain(number);
      expect(await seriousViolations(again.page, 'quotes list')).toEqual([]);
      await screenshot(again.page, 'quotes-list');
      await again.context.close();
    },
  );

  it('a quote past its last day says so on the desktop page in German and offers no acceptance', async () => {
    const request = await russianRequest('Oleg Sidorov');
    const auth = site.bearer(await site.signIn());
    const created = await site.app.inject({
      method: 'POST',
      url: `/api/request/${request.id}/quotes`,
      headers: auth,
      payload: {
        lang: 'de',
        valid_until: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        lines: [{ partnumber: 'L29479-G01', description: 'HPT blade', quantity: 2, unit_price: 1250 }],
      },
    });
    const { id, number } = created.json<{ id: number; number: string }>();
    await site.app.inject({ method: 'POST', url: `/api/quotes/${id}/send`, headers: auth });
    const mailOf = () => smtp.received.find((entry) => entry.mail.subject?.includes(number))?.mail;
    await expect.poll(() => mailOf()).toBeDefined();
    const token = /\/quote\/([\w-]+)/.exec(mailOf()!.text ?? '')![1];
    // Its last day was yesterday.
    await site.db
      .updateTable('quote_revisions')
      .set({ valid_until: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) })
      .where('quote_id', '=', id)
      .execute();
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${site.url}/quote/${token}`);
    await hydrated(page);
    await page.getByTestId('quote-expired').waitFor();
    expect(await page.getByTestId('quote-expired').textContent()).toContain('nicht mehr angenommen werden');
    expect(await page.getByRole('button', { name: 'Angebot annehmen' }).count()).toBe(0);
    expect(await page.getByTestId('quote-line-table').isVisible()).toBe(true);
    expect(await seriousViolations(page, 'expired quote page')).toEqual([]);
    await screenshot(page, 'quote-page-expired-desktop');
    await context.close();
  });
});
