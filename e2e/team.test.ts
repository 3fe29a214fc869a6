import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, hydrated, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from './support/suite.ts';

// The team in Chromium: an owner invites a colleague from the Users screen, the colleague accepts through the link
// and works with their role; "forgot password" answers alike for any address; each sees where they are signed in.
let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('the team', () => {
  it('an owner invites a colleague, who accepts through the link and signs in as an editor', async () => {
    const owner = await newPage(browser, DESKTOP);
    await signIn(owner.page, site.url);
    await dashboardMenu(owner.page).getByRole('link', { name: 'Users' }).click();
    await owner.page.getByTestId('user-row').first().waitFor();
    await owner.page.getByLabel('E-mail').fill('olga@turbotech.example');
    await owner.page.getByLabel('Name', { exact: true }).fill('Olga Petrova');
    await owner.page.getByLabel('Role', { exact: true }).selectOption('editor');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    // No mail server in this test: the link is shown once, to pass on.
    const link = (await owner.page.getByTestId('invitation-link').textContent())!;
    expect(link).toMatch(/\/controller\/invitation\?lang=en#[\w-]{40,}$/);
    await owner.page.getByTestId('invitation-row').filter({ hasText: 'Olga Petrova' }).waitFor();
    expect(await seriousViolations(owner.page, 'page')).toEqual([]);
    await screenshot(owner.page, 'team-users-desktop');

    const colleague = await newPage(browser, PHONE);
    // The link names the site's public address (PUBLIC_URL); this test's server listens on a port of its own.
    await colleague.page.goto(link.replace(/^https?:\/\/[^/]+/, site.url));
    await hydrated(colleague.page);
    await colleague.page.getByRole('heading', { name: 'Welcome to the team' }).waitFor();
    expect(await seriousViolations(colleague.page, 'page')).toEqual([]);
    await colleague.page.getByLabel(/^New password/).fill('olga password');
    await colleague.page.getByLabel('Repeat the new password').fill('olga passwort');
    await colleague.page.getByRole('button', { name: 'Accept the invitation' }).click();
    await colleague.page.getByText('The two passwords differ').waitFor();
    await colleague.page.getByLabel('Repeat the new password').fill('olga password');
    await screenshot(colleague.page, 'team-invitation-phone');
    await colleague.page.getByRole('button', { name: 'Accept the invitation' }).click();
    await colleague.page.getByText('Signed in as').waitFor();
    await expect.poll(() => colleague.page.getByTestId('signed-in-as').textContent()).toBe('Olga Petrova');
    await colleague.context.close();

    // The owner sees Olga in the team, and makes her sales.
    await owner.page.reload();
    const row = owner.page.getByTestId('user-row').filter({ hasText: 'Olga Petrova' });
    await row.waitFor();
    await owner.page.getByLabel('Role of Olga Petrova').selectOption('sales');
    await toast(owner.page, 'Successfully updated').waitFor();
    const users = await site.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: site.bearer(await site.signIn()),
    });
    expect(
      users.json<{ login: string; role: string }[]>().find((user) => user.login === 'olga@turbotech.example')?.role,
    ).toBe('sales');
    await owner.context.close();
  });

  it('"forgot password" says the same for any address; Settings lists where one is signed in', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${site.url}/controller?lang=en`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Your e-mail address').fill('nobody@turbotech.example');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('If an account exists for nobody@turbotech.example', { exact: false }).waitFor();

    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    const current = page.getByTestId('session-row').filter({ hasText: 'This browser' });
    await current.waitFor();
    expect(await current.textContent()).toMatch(/Chrom/);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'team-sessions-desktop');
    await context.close();
  });
});
