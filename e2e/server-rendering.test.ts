import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { firstVisit } from './support/first-visit.ts';
import { hydrateEveryPublicPage } from './support/public-pages.ts';
import type { Site } from './support/site.ts';
import { withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('server-rendered pages in the browser', () => {
  // The desktop pass runs on both engines (e2e/smoke/public-pages.test.ts); a phone's layout does not depend on one.
  it('hydrates every public page on a phone without an error and asks the API nothing on first load', async () => {
    await hydrateEveryPublicPage(browser, site.url, 'phone');
  });

  it("runs a kept page's own inline scripts by their hashes, and refuses a script injected into it", async () => {
    // Twice: the second answer comes from the page cache, the same bytes (and hashes) for every visitor.
    for (const round of [1, 2]) {
      const { context, page } = await newPage(browser, DESKTOP);
      const visit = await firstVisit(page, site.url, '/en/service/1');
      expect(visit.problems, `round ${round}`).toEqual([]);
      // The router's inline scripts ran: it hydrated the page, which then answers a click without a new document.
      await page.locator('header a[href="/en/partners"]').first().click();
      await page.waitForURL(`${site.url}/en/partners`);
      await context.close();
    }
    // The same page with a script added on its way (as an injection through content would add one): it does not run.
    const { context, page } = await newPage(browser, DESKTOP);
    await page.route(`${site.url}/en/service/1`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
      await route.fulfill({ response, body: html });
    });
    const visit = await firstVisit(page, site.url, '/en/service/1');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(visit.problems.filter((problem) => problem.includes('CSP refused script-src'))).toHaveLength(1);
    await context.close();
  });

  it('moves between the languages of a page with the switcher and keeps the choice', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await firstVisit(page, site.url, '/service/1');
    const heading = () => page.locator('h1').textContent();
    const german = await heading();

    const choose = async (name: string) => {
      await page.getByRole('button', { name: /^(Sprache|Language|Язык)/ }).click();
      await page.getByRole('link', { name }).click();
    };
    await choose('English');
    await page.waitForURL(`${site.url}/en/service/1`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await heading()).not.toBe(german);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await choose('Русский');
    await page.waitForURL(`${site.url}/ru/service/1`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');

    // Links inside the Russian page stay Russian.
    await page.getByRole('link', { name: 'Карьера' }).first().click();
    await page.waitForURL(`${site.url}/ru/careers`);

    await choose('Deutsch');
    await page.waitForURL(`${site.url}/careers`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await context.close();
  });

  it('takes a visitor who chose English before from an unprefixed address to the English one', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await firstVisit(page, site.url, '/partners');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto(`${site.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    // An address with a language is never changed.
    await page.goto(`${site.url}/ru/partners`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/ru/partners');
    await context.close();
  });

  it('paints a page before fetching its code, which then comes in one parallel round; the dashboard shell loads at once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await firstVisit(page, site.url, '/en/service/1');
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.scripts.map((script) => script.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/entry-client-/), expect.stringMatching(/\/service\._id-/)]),
    );
    for (const script of timings.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timings.paint!);
    // The page's own modules are named in the HTML, so they are fetched beside the entry, not after it has run.
    expect(await page.locator('link[rel="modulepreload"][href*="/service._id-"]').count()).toBeGreaterThan(0);
    await context.close();

    // The dashboard's shell paints nothing before its code: it asks for the code straight away.
    const dashboard = await newPage(browser, DESKTOP);
    await dashboard.page.goto(`${site.url}/dashboard`);
    await dashboard.page.waitForURL(`${site.url}/controller`);
    // Its loader starts fetching while the document's scripts run (before DOMContentLoaded ends), not after a paint.
    const { firstScript, parsed } = await dashboard.page.evaluate(() => ({
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    }));
    expect(firstScript).toBeLessThanOrEqual(parsed);
    await dashboard.context.close();
  });

  it('serves a shared ?lang= link as the address of that language', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const visit = await firstVisit(page, site.url, '/part-list/1?lang=ru');
    expect(visit.problems).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/ru/part-list/1');
    expect(await page.getByTestId('part-row').count()).toBeGreaterThan(5);
    await context.close();
  });

  it('asks the API nothing on a page the server rendered long before (kept until the content changes)', async () => {
    // The first visit renders the page and the server keeps it; the second arrives, by the browser's clock, an
    // hour later (past the 30 s the page's data is taken as fresh), and gets the kept page.
    const first = await newPage(browser, PHONE);
    await firstVisit(first.page, site.url, '/en/service/1');
    await first.context.close();
    const { context, page } = await newPage(browser, PHONE);
    await page.clock.install({ time: Date.now() + 60 * 60_000 });
    const visit = await firstVisit(page, site.url, '/en/service/1');
    expect(visit.problems).toEqual([]);
    expect(visit.apiCalls).toEqual([]);
    await context.close();
  });
});
