import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@tp/schemas';
import { inviteColleague, signIn, submitPassword } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from './support/suite.ts';

// Passkeys and two-step sign-in in Chromium. WebAuthn needs a secure context and the origin the server expects, so
// this site runs at http://localhost:PORT (its PUBLIC_URL); the passkey lives in Chromium's virtual authenticator,
// added through the DevTools protocol as a platform authenticator that holds discoverable credentials.
let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started), { localhost: true });

const PASSWORD = 'a colleague password';

const colleague = (role: Role, email: string) => inviteColleague(site, role, email, PASSWORD);

/** A platform authenticator with user verification in this page's browser, answering without a person's touch. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Log out from the side menu (on a phone, from the drawer it opens in). */
const logOut = async (page: Page) => {
  await page.getByText('Signed in as').waitFor();
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
};

describe('passkeys', () => {
  it('registers a passkey in My account, then signs in with it alone: no login, password or captcha', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const authenticator = await virtualAuthenticator(page);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByTestId('passkey-row').first().waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'account-passkey-desktop');

    await logOut(page);
    await page.goto(`${site.url}/controller?lang=en`);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'sign-in-passkey-desktop');
    const clicked = new Date().toISOString();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('Signed in as').waitFor();
    await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toBe('admin');
    // The passkey's sign-in is in the activity log, the administrator's, and the only one since the click.
    const signIns = await site.db
      .selectFrom('activity')
      .select(['action', 'actor', 'actor_kind'])
      .where('entity', '=', 'auth')
      .where('action', '=', 'sign-in')
      .where('at', '>=', clicked)
      .execute();
    expect(signIns).toEqual([{ action: 'sign-in', actor: 'admin', actor_kind: 'session' }]);
    await context.close();
  });
});

describe('an authenticator app', () => {
  it('is set up with its QR code or secret on a phone; the next sign-in asks for its code', async () => {
    const login = await colleague('editor', 'ella@turbotech.example');
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, site.url, PASSWORD, login);
    await page.goto(`${site.url}/dashboard/account`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('6-digit code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect((await codes.textContent())!.match(/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}/g)).toHaveLength(10);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'account-recovery-codes-phone');
    await page.getByRole('button', { name: 'I have saved them' }).click();

    // Signing in again: the password, then the code (of the next 30 seconds: the set-up took the current one).
    await page.goto(`${site.url}/dashboard`);
    await logOut(page);
    await submitPassword(page, site.url, PASSWORD, login);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'second-factor-step-phone');
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'The code is not valid. Please try again.').waitFor();
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Code').fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Signed in as').waitFor();
    await context.close();
  });

  it('is required of a role by the owner: a colleague without one is taken to set one up first', async () => {
    const login = await colleague('sales', 'sam@turbotech.example');
    const owner = site.bearer(await site.signIn());
    const policy = await site.app.inject({
      method: 'PATCH',
      url: '/api/auth/second-factor-policy',
      headers: owner,
      payload: { roles: ['sales'] },
    });
    expect(policy.json()).toEqual({ roles: ['sales'] });
    const { context, page } = await newPage(browser, DESKTOP);
    await submitPassword(page, site.url, PASSWORD, login);
    await page.getByTestId('setup-required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');
    expect(await dashboardMenu(page).getByRole('link').allTextContents()).toEqual(['My account']);
    await page.goto(`${site.url}/dashboard/requests`);
    await page.waitForURL(/\/dashboard\/account$/);
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'account-setup-required-desktop');
    await context.close();
  });
});
