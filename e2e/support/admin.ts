import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE } from './site.ts';

/** Solves the captcha dialog the way a person does: tick the box, type the code, Check. */
export async function solveCaptcha(page: Page, code = TEST_CAPTCHA_CODE) {
  await page.getByTestId('captcha-checkbox').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('captcha-image').waitFor();
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: /Check|Prüfen|Проверить/ }).click();
}

/** Signs in through /controller (English interface) and waits for the dashboard; the first owner unless said. */
export async function signIn(page: Page, baseUrl: string, password = TEST_ADMIN_PASSWORD, login = 'admin') {
  await page.goto(`${baseUrl}/controller?lang=en`);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Signed in as').waitFor();
}

/** Types into a rich-text field of a dialog as a person does (the editor takes keystrokes, not `fill`). */
export async function typeIntoEditor(page: Page, scope: Locator, name: string, text: string) {
  await scope.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.type(text);
}
