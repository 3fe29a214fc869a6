import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signIn, signInThroughForm, solveCaptcha } from './support/admin.ts';
import { newPage, PHONE, screenshot } from './support/browser.ts';
import { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE, type Site } from './support/site.ts';
import { dashboardMenu, toast, withOwnSite, withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const loginCalls = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('auth.login')) sent.push(request.url());
  });
  return sent;
};

describe('sign-in at /controller', () => {
  it('sends nothing and outlines the box red while the captcha is unsolved', async () => {
    const { context, page } = await newPage(browser);
    const sent = loginCalls(page);
    await page.goto(`${site.url}/controller?lang=en`);
    await page.getByRole('heading', { name: 'TurboTech Rosdorf GmbH' }).waitFor();
    await page.getByLabel('Login').fill('admin');
    await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await screenshot(page, 'sign-in-unverified');
    await context.close();
  });

  it('gives a new code after a wrong entry, then accepts the right one', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/controller?lang=en`);
    await solveCaptcha(page, 'wrong1');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Incorrect CAPTCHA. Try again!').waitFor();
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe('');
    await screenshot(page, 'captcha-dialog');
    await dialog.getByRole('textbox').fill(TEST_CAPTCHA_CODE);
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('shows the translated message for a wrong password and stays on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/controller?lang=ru`);
    await page.getByLabel('Логин').fill('admin');
    await page.getByLabel('Пароль').fill('not-the-password');
    await solveCaptcha(page);
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await toast(page, 'Неверный логин или пароль').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ru/controller');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('false');
    await context.close();
  });
});

describe('the dashboard', () => {
  it('signs in, shows every menu entry, changes the footer text, and after logging out the public site shows it', async () => {
    // Its own footer line, so the public footer can only show it because this test saved it.
    const footerText = `Original OEM parts for LM2500 and LM6000, shipped worldwide. (${randomUUID().slice(0, 8)})`;
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, site.url);
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    for (const entry of [
      'Products',
      'Categories',
      'Spare Parts',
      'Partners',
      'Services',
      'Requests',
      'Gas Turbine',
      'Privacy Policy',
      'Careers',
      'Contact',
      'Settings',
      'Scheduled',
      'Recently deleted',
    ]) {
      await expect
        .poll(() => dashboardMenu(page).getByRole('link', { name: entry, exact: true }).isVisible(), { message: entry })
        .toBe(true);
    }
    await screenshot(page, 'dashboard-desktop');

    // Unknown dashboard paths and public paths show the Products overview.
    await page.goto(`${site.url}/dashboard/no-such-screen`);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.goto(`${site.url}/gas-turbina`);
    await page.waitForURL(`${site.url}/dashboard`);

    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    const footer = page.getByLabel('Footer text (English)');
    await expect.poll(() => footer.inputValue()).not.toBe('');
    await footer.fill(footerText);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await toast(page, 'Successfully updated').waitFor();
    await screenshot(page, 'dashboard-settings');

    // Signed out, the site shows in the language the administrator chose (English at sign-in).
    await dashboardMenu(page).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/en`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expect.poll(() => page.locator('footer').textContent()).toContain(footerText);
    // This browser's session is revoked on the server (tokens are stored as their SHA-256), whatever other tests signed in.
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const session = () =>
      site.db
        .selectFrom('access_tokens')
        .select(['kind', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirstOrThrow();
    expect((await session()).kind).toBe('session');
    await expect.poll(async () => (await session()).revoked_at).not.toBeNull();
    expect(
      (await site.app.inject({ method: 'GET', url: '/api/request', headers: site.bearer(token) })).statusCode,
    ).toBe(401);
    await context.close();
  });

  it('refuses mismatched new passwords with "Password not confirmed" and sends nothing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('changePassword')) sent.push(request.url());
    });
    await page.getByLabel('Current password').fill(TEST_ADMIN_PASSWORD);
    await page.getByLabel(/^New password/).fill('a-new-password-1');
    await page.getByLabel('Confirm new password').fill('a-new-password-2');
    await page.locator('form').filter({ hasText: 'Update password' }).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Password not confirmed').waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });

  it('signs the browser out cleanly when the server revokes its token', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => page.getByLabel('Footer text (English)').inputValue()).not.toBe('');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await site.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    // The next call to the server is refused: a save, or a query the dashboard refreshes by itself first (then the
    // form is already gone, which is the same outcome).
    await page
      .getByRole('button', { name: 'Save' })
      .first()
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await page.waitForURL(`${site.url}/en/controller`);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('works on a phone: the menu opens as a drawer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, site.url);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await screenshot(page, 'dashboard-phone');
    await context.close();
  });

  it('creates an API token in Settings that works for scripts until it is revoked', async () => {
    const { context, page } = await newPage(browser);
    const name = `Monitoring ${randomUUID().slice(0, 8)}`;
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Name of the new token').fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-api-token');
    await shown.waitFor();
    const token = (await shown.textContent())!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const call = () =>
      site.app.inject({ method: 'GET', url: '/api/request', headers: { authorization: `Bearer ${token}` } });
    expect((await call()).statusCode).toBe(200);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Successfully deleted').waitFor();
    await expect.poll(async () => (await call()).statusCode).toBe(401);
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('sets in Settings how many months requests and applications are kept, and says what a wrong number is', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    // The stored value is held back: until it arrives the form cannot be edited or saved, since the value
    // would replace the edit and a Save would send the blank form.
    let releaseStored = () => {};
    const stored = new Promise<void>((resolve) => (releaseStored = resolve));
    await page.route(/\/trpc\/[^?]*retention\.get/, async (route) => {
      await stored;
      await route.continue();
    });
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    const card = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Keep requests and applications' }) });
    const months = card.getByLabel('Months');
    await months.waitFor();
    expect(await months.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-waiting-for-stored-values');
    releaseStored();
    await expect.poll(() => months.isEnabled()).toBe(true);
    expect(await months.inputValue()).toBe('24');
    await card.getByText('0 keeps them for ever.').waitFor();
    await months.fill('1.5');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Months must be a whole number from 0 to 120').waitFor();
    await months.fill('36');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully updated').waitFor();
    const row = () => site.db.selectFrom('inbox_settings').select('retention_months').executeTakeFirst();
    await expect.poll(async () => (await row())?.retention_months).toBe(36);
    await page.reload();
    await expect.poll(() => months.inputValue()).toBe('36');
    await context.close();
  });

  it('has no serious or critical accessibility violations on the dashboard screens', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    for (const path of [
      '/dashboard',
      '/dashboard/settings',
      '/dashboard/categories',
      '/dashboard/product/1',
      '/dashboard/data',
      '/dashboard/spare/1',
      '/dashboard/services/1',
      '/dashboard/partners',
      '/dashboard/requests',
      '/dashboard/gas-turbina',
      '/dashboard/contact',
      '/dashboard/activity',
      // Services, Scheduled and Recently deleted are checked where their tests fill them (history.test.ts).
    ]) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      // The shell (header, menu) is the same on every screen: checked whole on the first, then each screen's own part.
      expect(await seriousViolations(page, path, path === '/dashboard' ? undefined : 'main')).toEqual([]);
    }
    await context.close();
  });
});

describe('the requests badge', () => {
  let own: Site;
  withOwnSite((started) => (own = started));

  it('counts requests with Russian plural forms', async () => {
    const token = await own.signIn();
    const send = (n: number) =>
      own.app.inject({
        method: 'POST',
        url: '/api/request',
        headers: own.bearer(token),
        payload: { name: `Client ${n}`, email: `c${n}@example.com`, company: 'Plant' },
      });
    // The badge counts every request of the site, so this test has a site of its own and starts it from none.
    await own.db.deleteFrom('requests').execute();
    const { context, page } = await newPage(browser);
    await signIn(page, own.url);
    await page.goto(`${own.url}/dashboard?lang=ru`);
    const badge = page.getByTestId('requests-badge');
    await expect.poll(() => badge.textContent()).toBe('Нет запросов');
    for (const [count, text] of [
      [1, '1 запрос'],
      [2, '2 запроса'],
      [5, '5 запросов'],
      [21, '21 запрос'],
    ] as const) {
      const existing = (await own.db.selectFrom('requests').select('id').execute()).length;
      for (let i = existing; i < count; i++) await send(i);
      expect((await own.db.selectFrom('requests').select('id').execute()).length).toBe(count);
      await page.reload();
      await expect.poll(() => badge.textContent()).toBe(text);
    }
    await context.close();
  });
});

describe('the activity log', () => {
  it('lists sign-ins and changes newest first, filters them by what and who, pages, and reads in German and Russian', async () => {
    const session = await site.signIn();
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: site.bearer(session),
      payload: { name: 'Activity ERP' },
    });
    const erp = created.json<{ token: string }>().token;
    const category = await site.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: site.bearer(erp),
      payload: { name: 'Logged category', lang: 'en' },
    });
    const categoryId = category.json<{ id: number }>().id;
    // Older history, enough for a second page.
    await site.db
      .insertInto('activity')
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          at: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
          actor_kind: 'session' as const,
          actor: 'admin',
          action: 'update',
          entity: 'settings',
          entity_id: null,
          fields: '["phone"]',
          via: 'trpc' as const,
          ip: '127.0.0.1',
        })),
      )
      .execute();

    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    // Changes made in the dashboard itself: a category added and deleted, the settings changed.
    const dashboardCategory = `Logged in the dashboard ${randomUUID().slice(0, 6)}`;
    await dashboardMenu(page).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Title').fill(dashboardCategory);
    await dialog.getByLabel('Language').selectOption('EN');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Successfully added').waitFor();
    await page.getByRole('button', { name: `Delete category ${dashboardCategory}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Successfully deleted').waitFor();
    const dashboardCategoryId = (
      await site.db
        .selectFrom('activity')
        .select('entity_id')
        .where('entity', '=', 'category')
        .where('action', '=', 'create')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).entity_id;
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    const footer = page.getByLabel('Footer text (English)');
    await expect.poll(() => footer.inputValue()).not.toBe('');
    await footer.fill(`Footer changed for the activity log (${randomUUID().slice(0, 8)})`);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await toast(page, 'Successfully updated').waitFor();

    await dashboardMenu(page).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    const rows = page.getByTestId('activity-row');
    await expect
      .poll(() => rows.first().textContent())
      .toMatch(/admin.*signed in · tRPC.*Changed.*settings.*footer_text_en/);
    expect(await rows.nth(1).textContent()).toMatch(
      new RegExp(`admin.*signed in · tRPC.*Deleted.*category #${dashboardCategoryId}`),
    );
    expect(await rows.nth(2).textContent()).toMatch(
      new RegExp(`admin.*signed in · tRPC.*Created.*category #${dashboardCategoryId}.*lang, name`),
    );
    expect(await rows.nth(3).textContent()).toMatch(/admin.*signed in.*Signed in.*auth/);
    expect(await rows.count()).toBe(50);
    await screenshot(page, 'dashboard-activity');

    // A change through an API token names the person and the token.
    await page.getByTestId('activity-entity').selectOption('category');
    await expect
      .poll(async () => (await rows.allTextContents()).some((text) => text.includes('Activity ERP')))
      .toBe(true);
    expect((await rows.allTextContents()).find((text) => text.includes('Activity ERP'))).toMatch(
      new RegExp(`admin.*API token “Activity ERP” · REST.*Created.*category #${categoryId}.*lang, name`),
    );
    // Other tests of this file make tokens and change settings too: what counts is that only those rows show.
    await page.getByTestId('activity-entity').selectOption('auth.apiToken');
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => text.includes('auth.apiToken')))
      .toBe(true);
    expect((await rows.allTextContents()).some((text) => /admin.*Created.*auth\.apiToken/.test(text))).toBe(true);

    const settingsRows = (await site.db.selectFrom('activity').select('id').where('entity', '=', 'settings').execute())
      .length;
    await page.getByTestId('activity-entity').selectOption('settings');
    await expect.poll(() => rows.count()).toBe(50);
    await page.getByTestId('activity-older').click();
    await expect.poll(() => rows.count()).toBe(Math.min(50, settingsRows - 50));

    await page.goto(`${site.url}/dashboard/activity?lang=de`);
    await page.getByRole('heading', { name: 'Aktivität' }).waitFor();
    await page.getByRole('columnheader', { name: 'Wann' }).waitFor();
    await page.goto(`${site.url}/dashboard/activity?lang=ru`);
    await page.getByRole('heading', { name: 'Журнал действий' }).waitFor();
    await page.getByRole('columnheader', { name: 'Кто' }).waitFor();

    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, site.url);
    await phone.page.goto(`${site.url}/dashboard/activity?lang=en`);
    await phone.page.getByTestId('activity-row').first().waitFor();
    await screenshot(phone.page, 'dashboard-activity-phone');
    await phone.context.close();
    await context.close();
  });
});

describe('the requests inbox', () => {
  it('sets the status of an inquiry, filters by status and finds one by its text', async () => {
    const token = await site.signIn();
    const mark = randomUUID().slice(0, 6);
    const send = (name: string, company: string) =>
      site.app.inject({
        method: 'POST',
        url: '/api/request',
        headers: site.bearer(token),
        payload: { name, email: 'buyer@example.com', company, text: 'LM6000 parts' },
      });
    const first = (await send(`Inbox Anna ${mark}`, 'North Sea Power')).json<{ id: number }>().id;
    await send(`Inbox Boris ${mark}`, `Volga Turbines ${mark}`);

    const { context, page } = await newPage(browser);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Requests' }).click();
    const rows = page.getByTestId('request-row');
    await rows.filter({ hasText: `Inbox Anna ${mark}` }).waitFor();
    await page.getByLabel(`Status of the request from Inbox Anna ${mark}`).selectOption('answered');
    await toast(page, 'Successfully updated').waitFor();
    await expect
      .poll(
        async () =>
          (await site.db.selectFrom('requests').select('status').where('id', '=', first).executeTakeFirstOrThrow())
            .status,
      )
      .toBe('answered');

    await page.getByTestId('requests-status-filter').selectOption('answered');
    // The list stays shown while the filtered one loads: wait until it is the filtered one (Anna in, Boris out).
    const shown = async () =>
      (await rows.allTextContents())
        .filter((text) => text.includes(`Inbox Anna ${mark}`) || text.includes(`Inbox Boris ${mark}`))
        .map((text) => (text.includes('Anna') ? 'Anna' : 'Boris'));
    await expect.poll(shown).toEqual(['Anna']);
    await page.getByTestId('requests-status-filter').selectOption('');
    await page.getByTestId('requests-search').fill(`Volga Turbines ${mark}`);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(`Inbox Boris ${mark}`)]);
    await screenshot(page, 'dashboard-requests-inbox');
    await page.getByTestId('requests-search').fill(`nothing like this ${mark}`);
    await page.getByText('No request matches').waitFor();
    await context.close();
  });
});
