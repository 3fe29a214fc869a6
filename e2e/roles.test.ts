import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@tp/schemas';
import { inviteColleague, signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, withSiteAndBrowser } from './support/suite.ts';

// The dashboard as each role sees it, in Chromium: menus show only what the role may open, a direct address of
// another section says "no access", and what the role may do works.
let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const PASSWORD = 'a colleague password';

const colleague = (role: Role, email: string) => inviteColleague(site, role, email, PASSWORD);

describe('roles in the dashboard', () => {
  it('an editor sees no Requests or Activity, and their addresses say "no access"', async () => {
    const login = await colleague('editor', 'editor@turbotech.example');
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url, PASSWORD, login);
    await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toBe('editor colleague');
    const menu = dashboardMenu(page);
    await menu.getByRole('link', { name: 'Services' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Requests' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Activity' }).count()).toBe(0);
    expect(await page.getByTestId('requests-badge').count()).toBe(0);

    await page.goto(`${site.url}/dashboard/requests?lang=en`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.getByText('Your role (Editor) does not include this part of the dashboard.', { exact: false }).waitFor();
    expect(await page.getByTestId('request-row').count()).toBe(0);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'roles-editor-no-access');
    // Settings shows the company's texts and the own sign-in, not mail, retention or tokens.
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Address (German)').waitFor();
    expect(await page.getByRole('heading', { name: 'API tokens' }).count()).toBe(0);
    await context.close();
  });

  it('a sales user opens Requests and changes a status, on a phone', async () => {
    const login = await colleague('sales', 'sales@turbotech.example');
    const owner = site.bearer(await site.signIn());
    await site.app.inject({
      method: 'POST',
      url: '/api/request',
      headers: owner,
      payload: { name: 'Role Buyer', email: 'buyer@example.com', company: 'Baltic Power', text: 'Two LM2500 seals' },
    });
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, site.url, PASSWORD, login);
    await page.goto(`${site.url}/dashboard/requests?lang=en`);
    const row = page.getByTestId('request-row').filter({ hasText: 'Role Buyer' });
    await row.first().waitFor();
    await page.getByLabel('Status of the request from Role Buyer').first().selectOption('in_progress');
    await expect
      .poll(async () => {
        const list = await site.app.inject({ method: 'GET', url: '/api/request', headers: owner });
        return list.json<{ name: string; status: string }[]>().find((each) => each.name === 'Role Buyer')?.status;
      })
      .toBe('in_progress');
    await page.goto(`${site.url}/dashboard/activity?lang=en`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await screenshot(page, 'roles-sales-no-access-phone');
    // Content is read only: the screen says so and its controls are disabled.
    await page.goto(`${site.url}/dashboard/contact?lang=en`);
    await page.getByTestId('read-only').waitFor();
    const update = page.getByRole('button', { name: 'Update' }).first();
    await update.waitFor();
    expect(await update.isDisabled()).toBe(true);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'roles-sales-read-only-phone');
    await context.close();
  });
});
