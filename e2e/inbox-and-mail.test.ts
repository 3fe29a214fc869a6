import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../apps/server/src/testing/smtp-test-server.ts';
import { signIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { closeDialog, dashboardMenu, toast } from './support/suite.ts';

// A site with a real SMTP server beside it (smtp-server on 127.0.0.1): what the administrator sees of mail.
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

describe('mail and the inbox in Chromium', () => {
  it(
    'saves who is told of new requests, and the test e-mail reports success and failure in words',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await signIn(page, site.url);
      await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
      await page.getByTestId('mail-status').getByText('A mail server is configured.').waitFor();
      await page.getByTestId('notify-emails').fill('sales@turbotech.example\nservice@turbotech.example');
      await page.getByLabel('Language of these e-mails').selectOption('en');
      const section = page.locator('form').filter({ has: page.getByTestId('notify-emails') });
      // On for a new site; when the buyer may expect an answer, in Russian only (the others keep the built-in sentence).
      expect(
        await section.getByLabel('Send visitors a confirmation of their request, in their language').isChecked(),
      ).toBe(true);
      await section.getByLabel('Русский').fill('Ответим в течение двух рабочих дней.');
      await section.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated').waitFor();
      expect(
        await site.db
          .selectFrom('inbox_settings')
          .select(['answer_time_de', 'answer_time_ru', 'acknowledge'])
          .execute(),
      ).toEqual([{ answer_time_de: '', answer_time_ru: 'Ответим в течение двух рабочих дней.', acknowledge: 1 }]);

      await page.getByRole('button', { name: 'Send test e-mail' }).click();
      await expect
        .poll(() => page.getByTestId('test-mail-result').textContent())
        .toBe('Test e-mail sent to sales@turbotech.example, service@turbotech.example.');
      expect(smtp.received.map((entry) => entry.mail.subject)).toEqual([
        'Test e-mail from the website (TurboTech Rosdorf GmbH)',
      ]);
      await screenshot(page, 'dashboard-mail-settings');

      await smtp.stop();
      await page.getByRole('button', { name: 'Send test e-mail' }).click();
      await expect
        .poll(() => page.getByTestId('test-mail-result').textContent())
        .toMatch(/^The test e-mail was not sent: .*ECONNREFUSED/);
      await smtp.start();
      await context.close();
    },
  );

  it(
    'a new request is e-mailed and counted beside Requests until the administrator takes it on',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await signIn(page, site.url);
      const before = smtp.received.length;
      const sent = await fetch(`${site.url}/api/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await site.signIn()}` },
        body: JSON.stringify({
          name: 'Olzhas Bekov',
          email: 'olzhas@plant.example',
          company: 'KazGas',
          text: 'LM6000 fuel nozzles',
        }),
      });
      expect(sent.status).toBe(201);
      await expect.poll(() => smtp.received.length).toBe(before + 1);
      expect(smtp.received.at(-1)!.mail.replyTo?.value[0]?.address).toBe('olzhas@plant.example');

      await page.reload();
      const badge = dashboardMenu(page).getByTestId('new-requests');
      await expect.poll(() => badge.textContent()).toMatch(/^1/);
      await dashboardMenu(page)
        .getByRole('link', { name: /Requests/ })
        .click();
      const row = page.getByTestId('request-row').filter({ hasText: 'Olzhas Bekov' });
      await row.getByRole('combobox', { name: /Status of the request/ }).selectOption('in_progress');
      await toast(page, 'Successfully updated').waitFor();
      await expect.poll(() => badge.count()).toBe(0);

      // Opened, it shows everything, keeps a note for the team and offers a reply with the inquiry quoted.
      await row.getByRole('button', { name: 'Open the request from Olzhas Bekov' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('LM6000 fuel nozzles').waitFor();
      const reply = await dialog.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
      expect(reply).toMatch(/^mailto:olzhas%40plant\.example\?subject=Re%3A%20your%20inquiry%20of%20/);
      expect(decodeURIComponent(reply!.split('body=')[1]!)).toBe('\n\n> LM6000 fuel nozzles');
      await dialog.getByLabel('Internal note (only the team sees it)').fill('Quote sent Monday');
      await dialog.getByRole('button', { name: 'Save note' }).click();
      await toast(page, 'Successfully updated').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => row.textContent()).toContain('Note: Quote sent Monday');
      await context.close();
    },
  );

  it(
    'filters, downloads the list shown as CSV, and archives or deletes the requests ticked after the question',
    { timeout: 120_000 },
    async () => {
      const token = await site.signIn();
      const send = async (name: string, company: string, page: string) => {
        const response = await fetch(`${site.url}/api/request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}@plant.example`,
            company,
            text: 'Frame 9E combustion liners',
            page,
          }),
        });
        expect(response.status).toBe(201);
      };
      await send('Ruslan Abenov', 'Atyrau Refinery', '/ru/part-list/1');
      await send('Marta Nowak', 'Gdansk Power', '/en/search?q=L29479');
      await send('Pieter de Vries', 'Maasvlakte Energie', '/services');

      const { context, page } = await newPage(browser, DESKTOP);
      await signIn(page, site.url);
      await dashboardMenu(page)
        .getByRole('link', { name: /Requests/ })
        .click();
      const rows = page.getByTestId('request-row');
      const rowOf = (name: string) => rows.filter({ hasText: name });
      await rowOf('Pieter de Vries').waitFor();

      // Text filter, then the download of what is shown: the CSV holds the filtered requests only.
      await page.getByTestId('requests-search').fill('gdansk');
      await expect.poll(() => rows.count()).toBe(1);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync(await download.path(), 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('"Name","Company","E-mail"');
      expect(lines[1]).toContain('"Marta Nowak","Gdansk Power","marta@plant.example"');
      expect(lines[1]).toContain('"/en/search?q=L29479"');

      // Opened, the request names the page it came from.
      await rowOf('Marta Nowak').getByRole('button', { name: 'Open the request from Marta Nowak' }).click();
      expect(await page.getByRole('dialog').getByTestId('request-page').getAttribute('href')).toBe(
        '/en/search?q=L29479',
      );
      await closeDialog(page);
      await page.getByTestId('requests-search').fill('');

      // Two ticked and archived together: they leave the new ones and are found under Archived.
      await rowOf('Ruslan Abenov').getByRole('checkbox', { name: 'Choose the request from Ruslan Abenov' }).check();
      await rowOf('Marta Nowak').getByRole('checkbox', { name: 'Choose the request from Marta Nowak' }).check();
      await expect.poll(() => page.getByTestId('requests-selected').textContent()).toBe('2 requests chosen');
      await screenshot(page, 'dashboard-requests-chosen');
      await page.getByRole('region', { name: 'Chosen requests' }).getByRole('button', { name: 'Archive' }).click();
      await toast(page, 'Successfully updated').waitFor();
      await expect.poll(() => page.getByTestId('requests-selected').count()).toBe(0);
      await page.getByTestId('requests-status-filter').selectOption('archived');
      await expect
        .poll(async () =>
          (await rows.allTextContents()).map((text) => text.match(/Ruslan Abenov|Marta Nowak|Pieter de Vries/)?.[0]),
        )
        .toEqual(['Marta Nowak', 'Ruslan Abenov']);

      // Every archived one ticked at once and deleted: first the question, and Cancel keeps them.
      await page.getByRole('checkbox', { name: 'Choose every request shown' }).check();
      const bar = page.getByRole('region', { name: 'Chosen requests' });
      await bar.getByRole('button', { name: 'Delete' }).click();
      const question = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete?' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      // Focus is back on the button that asked, not at the top of the page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
      await bar.getByRole('button', { name: 'Delete' }).click();
      await question.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Successfully deleted').waitFor();
      await page.getByText('No request matches').waitFor();
      const left = await site.db
        .selectFrom('requests')
        .select(['name', 'status'])
        .where('name', 'in', ['Ruslan Abenov', 'Marta Nowak', 'Pieter de Vries'])
        .execute();
      expect(left).toEqual([{ name: 'Pieter de Vries', status: 'new' }]);
      await context.close();
    },
  );
});
