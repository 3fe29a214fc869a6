import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE } from '../support/browser.ts';
import { firstVisit } from '../support/first-visit.ts';
import type { Site } from '../support/site.ts';
import { onPostgres, withSiteAndBrowser } from '../support/suite.ts';

// Every public page, rendered on the server from the database the suite runs on, in each language: the first thing
// a PostgreSQL site has to get right for a visitor.

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const PUBLIC_PAGES = [
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

describe('server-rendered pages in the browser', () => {
  for (const [viewport, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    // The phone's pass: once, on SQLite (its layout does not depend on the database; every page is still rendered
    // from PostgreSQL on the desktop pass, in one of the languages each).
    it.skipIf(viewport === 'phone' && onPostgres)(
      `hydrate every public page without an error and ask the API nothing on first load (${viewport})`,
      async () => {
        for (const [index, path] of PUBLIC_PAGES.entries()) {
          // Each page in one of the languages, a different one on desktop and phone.
          const prefix = LANGUAGE_PREFIXES[(index + (viewport === 'phone' ? 1 : 0)) % 3]!;
          const address = prefix && path === '/' ? prefix : `${prefix}${path}`;
          const { context, page } = await newPage(browser, size);
          const visit = await firstVisit(page, site.url, address);
          expect(visit.status, address).toBe(200);
          expect(visit.problems, address).toEqual([]);
          expect(visit.apiCalls, address).toEqual([]);
          expect(await page.locator('html').getAttribute('lang'), address).toBe(prefix ? prefix.slice(1) : 'de');
          // Hydrated: the page answers a click (the language menu opens on desktop, the sidebar on a phone).
          if (viewport === 'desktop') {
            await page.getByRole('button', { name: /^(Sprache|Language|Язык)/ }).click();
            await expect
              .poll(() => page.getByRole('link', { name: 'English' }).isVisible(), { message: address })
              .toBe(true);
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
      },
    );
  }
});
