import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Role } from '@tp/schemas';
import { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE, type Site } from './site.ts';

/** Solves the captcha dialog the way a person does: tick the box, type the code, Check. */
export async function solveCaptcha(page: Page, code = TEST_CAPTCHA_CODE) {
  await page.getByTestId('captcha-checkbox').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('captcha-image').waitFor();
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: /Check|Prüfen|Проверить/ }).click();
}

/** The password step of /controller (English interface): login, password, captcha, Sign in; a second step may follow. */
export async function submitPassword(page: Page, baseUrl: string, password = TEST_ADMIN_PASSWORD, login = 'admin') {
  await page.goto(`${baseUrl}/controller?lang=en`);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /controller's form (English interface) and waits for the dashboard; the first owner unless said. */
export async function signInThroughForm(page: Page, baseUrl: string, password = TEST_ADMIN_PASSWORD, login = 'admin') {
  await submitPassword(page, baseUrl, password, login);
  await page.getByText('Signed in as').waitFor();
}

/**
 * Opens the dashboard signed in (English interface; the first owner unless said), for tests about what comes after
 * signing in. The token is earned over HTTP as the form earns it (a captcha ticket, then the login call, with this
 * browser's User-Agent) and put where the form puts it: 3.5 s less than filling the form each time, which
 * admin-shell.test.ts and second-factor.test.ts do where signing in is what they test.
 */
export async function signIn(page: Page, baseUrl: string, password = TEST_ADMIN_PASSWORD, login = 'admin') {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const post = async <Answer>(path: string, body?: object) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify(body ?? {}),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as Answer;
  };
  const { id } = await post<{ id: string }>('/api/captcha');
  const { ticket } = await post<{ ticket: string }>('/api/captcha/verify', { id, answer: TEST_CAPTCHA_CODE });
  const { access_token: token } = await post<{ access_token: string }>('/api/auth/login', {
    login,
    password,
    captcha_ticket: ticket,
  });
  // Before the app's own script reads it, on this tab's first page only (a later sign-out stays signed out).
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('signed-in-by-test')) return;
    sessionStorage.setItem('signed-in-by-test', '1');
    localStorage.setItem('access_token', value);
  }, token);
  await page.goto(`${baseUrl}/dashboard?lang=en`);
  await page.getByText('Signed in as').waitFor();
}

/** Types into a rich-text field of a dialog as a person does (the editor takes keystrokes, not `fill`). */
export async function typeIntoEditor(page: Page, scope: Locator, name: string, text: string) {
  await scope.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.type(text);
}

/**
 * A colleague the first owner invited (without a mail server the link is in the answer) and who chose `password`;
 * gives back the login.
 */
export async function inviteColleague(site: Site, role: Role, email: string, password: string) {
  const owner = site.bearer(await site.signIn());
  const invited = await site.app.inject({
    method: 'POST',
    url: '/api/users/invitations',
    headers: owner,
    payload: { email, role, name: `${role} colleague`, language: 'en' },
  });
  const token = invited.json<{ link: string }>().link.split('#')[1];
  const accepted = await site.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token, password } });
  expect(accepted.statusCode).toBe(200);
  return email;
}
