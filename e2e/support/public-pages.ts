import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage, PHONE } from './browser.ts';
import { firstVisit } from './first-visit.ts';

/** Every public page of the site, without a language prefix. */
export const PUBLIC_PAGES = [
  '/',
  '/gas-turbina',
  '/spare-parts',
  '/partners',
  '/careers',
  '/imprint',
  '/privacy-policy',
  '/service/1',
  '/part-list/1',
  '/parts/1',
];
const LANGUAGE_PREFIXES = ['', '/en', '/ru'];

/**
 * Opens every public page as a first visit (each in one of the languages, a different one on desktop and phone):
 * rendered on the server without an error, asking the API nothing, and hydrated (it answers a click: the language
 * menu opens on desktop, the sidebar on a phone). The desktop pass runs on both engines (e2e/smoke/public-pages.test.ts);
 * the phone's once, in the browser project (e2e/server-rendering.test.ts): its layout does not depend on the database.
 */
export async function hydrateEveryPublicPage(browser: Browser, siteUrl: string, viewport: 'desktop' | 'phone') {
  for (const [index, path] of PUBLIC_PAGES.entries()) {
    const prefix = LANGUAGE_PREFIXES[(index + (viewport === 'phone' ? 1 : 0)) % 3]!;
    const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
    const { context, page } = await newPage(browser, viewport === 'phone' ? PHONE : DESKTOP);
    const visit = await firstVisit(page, siteUrl, address);
    expect(visit.status, address).toBe(200);
    expect(visit.problems, address).toEqual([]);
    expect(visit.apiCalls, address).toEqual([]);
    expect(await page.locator('html').getAttribute('lang'), address).toBe(prefix ? prefix.slice(1) : 'de');
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: /^(Sprache|Language|Язык)/ }).click();
      await expect.poll(() => page.getByRole('link', { name: 'English' }).isVisible(), { message: address }).toBe(true);
    } else {
      await page
        .getByRole('button', { name: /menu|Menü|меню/i })
        .first()
        .click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), { message: address }).toBe(true);
    }
    expect(visit.problems, address).toEqual([]);
    await context.close();
  }
}
