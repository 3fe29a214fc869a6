import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../apps/server/src/testing/smtp-test-server.ts';
import { signIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { dashboardMenu, toast } from './support/suite.ts';

// A site with a real SMTP server beside it (smtp-server on 127.0.0.1): what the administrator sees of mail.
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let site: Site;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  [site, browser] = await Promise.all([startSite({ mail: { smtp: { url: smtp.url }, from: 'website@turbotech.example', pollMs: 200 } }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.stop();
});

describe('mail and the inbox in Chromium', () => {
  it('saves who is told of new requests, and the test e-mail reports success and failure in words', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    await page.getByTestId('mail-status').getByText('A mail server is configured.').waitFor();
    await page.getByTestId('notify-emails').fill('sales@turbotech.example\nservice@turbotech.example');
    await page.getByLabel('Language of these e-mails').selectOption('en');
    const section = page.locator('form').filter({ has: page.getByTestId('notify-emails') });
    await section.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully updated').waitFor();

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect.poll(() => page.getByTestId('test-mail-result').textContent()).toBe('Test e-mail sent to sales@turbotech.example, service@turbotech.example.');
    expect(smtp.received.map((entry) => entry.mail.subject)).toEqual(['Test e-mail from the website (TurboTech Rosdorf GmbH)']);
    await screenshot(page, 'dashboard-mail-settings');

    await smtp.stop();
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect.poll(() => page.getByTestId('test-mail-result').textContent()).toMatch(/^The test e-mail was not sent: .*ECONNREFUSED/);
    await smtp.start();
    await context.close();
  });

  it('a new request is e-mailed and counted beside Requests until the administrator takes it on', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    const before = smtp.received.length;
    const sent = await fetch(`${site.url}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await site.signIn()}` },
      body: JSON.stringify({ name: 'Olzhas Bekov', email: 'olzhas@plant.example', company: 'KazGas', text: 'LM6000 fuel nozzles' }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.mail.replyTo?.value[0]?.address).toBe('olzhas@plant.example');

    await page.reload();
    const badge = dashboardMenu(page).getByTestId('new-requests');
    await expect.poll(() => badge.textContent()).toMatch(/^1/);
    await dashboardMenu(page).getByRole('link', { name: /Requests/ }).click();
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
  });
});
