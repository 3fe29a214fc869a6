import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '@tp/api/testing';
import { signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from './support/suite.ts';

// Webhooks in Chromium (issue 40): an owner adds a receiver, copies its secret (shown once), sends a test event that a
// real receiver verifies with the reference standardwebhooks package, and reads the answer in the delivery log.
let site: Site;
let browser: Browser;
let receiver: WebhookReceiver;
withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('webhooks', () => {
  it('an owner adds a receiver, keeps its secret, sends a test event and reads the answer in the log', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('No webhooks yet').waitFor();
    expect(await seriousViolations(page, 'page')).toEqual([]);

    // A URL that is not http(s) is refused under its field, before anything is sent.
    await page.getByLabel('Receiver URL').fill('ftp://crm.example.com/hooks');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('The URL must start with https:// or http://.').waitFor();

    await page.getByLabel('Receiver URL').fill(receiver.url);
    await page.getByLabel('Description').fill('CRM (Salesforce)');
    await page.getByLabel(/^Request status changed/).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    receiver.state.secrets = [secret];
    const card = page.getByTestId('webhook-card');
    await card.getByText('CRM (Salesforce)').waitFor();

    await card.getByRole('button', { name: 'Send test event' }).click();
    await toast(page, 'Test event sent: its answer appears in the log').waitFor();
    const row = card.getByTestId('delivery-row').first();
    await row.getByText('204').waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('webhook.test');
    expect(receiver.allVerified()).toBe(true);
    expect(receiver.bodies()[0]).toMatchObject({ type: 'webhook.test' });
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'webhooks-desktop');
    await context.close();

    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, site.url);
    // In Russian, the longest of the three languages.
    await phone.page.goto(`${site.url}/dashboard/webhooks?lang=ru`);
    await phone.page.getByRole('heading', { name: 'Вебхуки' }).waitFor();
    await phone.page.getByTestId('webhook-card').getByRole('button', { name: 'Журнал доставок' }).click();
    await phone.page.getByTestId('delivery-item').first().getByText('204').waitFor();
    expect(await seriousViolations(phone.page, 'page')).toEqual([]);
    await screenshot(phone.page, 'webhooks-phone');
    await phone.context.close();
  });
});
