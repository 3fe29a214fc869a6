import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { searchBox, withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('the public frame in Chromium', () => {
  it('shows the home page in German by default with its title, description, hero and about section', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(site.url);
    await expect.poll(() => page.title()).toMatch(/gasturbinen.* \| TurboTech Rosdorf GmbH$/i);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toMatch(/LM2500/);
    const title = await page.title();
    await expect.poll(() => page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    await expect.poll(() => page.getByRole('group', { name: /1/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[aria-roledescription="slide"]').count()).toBe(4);
    await expect
      .poll(() => page.getByRole('heading', { name: /TurboTech Rosdorf GmbH/, level: 2 }).isVisible())
      .toBe(true);
    await expect
      .poll(async () => (await page.locator('[aria-roledescription="carousel"]').boundingBox())?.height)
      .toBeCloseTo(DESKTOP.height * 0.8, -1);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('moves the hero slides with the buttons (round from the first to the last) and the arrow keys', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(site.url);
    const current = () => page.locator('[aria-current="true"]').getAttribute('aria-label');
    const visibleSlide = () =>
      page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');
    expect(await current()).toBe('Zu Folie 1');
    await page.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect.poll(current).toBe('Zu Folie 2');
    await expect.poll(visibleSlide).toBe('2 von 4');
    await page.getByRole('button', { name: 'Vorherige Folie' }).click();
    await page.getByRole('button', { name: 'Vorherige Folie' }).click();
    await expect.poll(current).toBe('Zu Folie 4');
    await page.getByRole('button', { name: 'Zu Folie 3' }).click();
    await expect.poll(current).toBe('Zu Folie 3');
    // The strip itself takes the keyboard, on phones too (where the slides show no link).
    await page.getByRole('group', { name: 'Folien' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Zu Folie 4');
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('Zu Folie 1');
    await context.close();
  });

  it('switches the language from the menu, reloads the menu data and keeps the choice after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(site.url);
    const nav = page.getByRole('navigation', { name: /Hauptmenü|Main menu/ });
    await expect.poll(() => nav.getByRole('button', { name: 'Leistungen' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /Sprache|Language/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/en`);
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Services' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(() => page.title())
      .toBe('Industrial Gas Turbines & Spare Parts Supplier | TurboTech Rosdorf GmbH');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Spare parts' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /LM2500 spare parts/i })
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Services' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await page.goto(`${site.url}/?lang=ru`);
    await expect
      .poll(() => page.getByRole('navigation', { name: /меню/i }).getByRole('button', { name: 'Услуги' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    await context.close();
  });

  it('shows the info bar and footer from the settings, with a phone link of digits only', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/?lang=en`);
    const settings = (await site.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const phone = page.getByRole('link', { name: settings.phone }).first();
    await expect.poll(() => phone.getAttribute('href')).toBe(`tel:+${settings.phone.replace(/\D/g, '')}`);
    await expect
      .poll(() => page.getByRole('link', { name: settings.email }).first().getAttribute('href'))
      .toBe(`mailto:${settings.email}`);
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain(settings.footer_text_en);
    expect(await footer.textContent()).toContain(settings.address_en);
    await expect.poll(() => footer.textContent()).toContain('All rights reserved.');
    await expect
      .poll(() => footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href'))
      .toBe('/en/privacy-policy');
    await context.close();
  });

  it('shows the footer line and address in the language of the page, and the German line, marked so, where none is written', async () => {
    const settings = (await site.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { context, page } = await newPage(browser);
    const footer = page.locator('footer');
    for (const [path, lang] of [
      ['/', 'de'],
      ['/ru', 'ru'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect.poll(() => footer.textContent(), { message: lang }).toContain(settings[`footer_text_${lang}`]);
      expect(await footer.textContent()).toContain(settings[`address_${lang}`]);
      expect(await footer.locator('[lang]').count()).toBe(0);
    }
    const patch = (payload: Record<string, string>) =>
      site.app.inject({ method: 'PATCH', url: '/api/settings', headers: site.bearer(token), payload });
    const token = await site.signIn();
    expect((await patch({ footer_text_ru: '' })).statusCode).toBe(200);
    try {
      await page.goto(`${site.url}/ru`);
      await expect.poll(() => footer.locator('[lang="de"]').first().textContent()).toBe(settings.footer_text_de);
    } finally {
      await patch({ footer_text_ru: settings.footer_text_ru });
    }
    await context.close();
  });

  it('makes the menu sticky once the page is scrolled', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/?lang=en`);
    const header = page.locator('header[data-sticky], header.sticky').first();
    expect(await header.getAttribute('data-sticky')).toBeNull();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => header.getAttribute('data-sticky')).toBe('true');
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await context.close();
  });

  it('opens the mobile sidebar at 360 px, one section open at a time, and closes it on navigation and on the overlay', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${site.url}/?lang=en`);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The dialog's name follows the language, so it is found by role alone after the switch below.
    const sidebar = page.getByRole('dialog');
    await sidebar.waitFor();
    await screenshot(page, 'mobile-menu');

    await sidebar.getByRole('button', { name: 'Services' }).click();
    await expect
      .poll(() => sidebar.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'))
      .toBe('true');
    await expect
      .poll(() =>
        sidebar
          .getByRole('link', { name: /Borescope/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await sidebar.getByRole('button', { name: 'Spare parts' }).click();
    await expect
      .poll(() => sidebar.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded'))
      .toBe('false');
    await expect
      .poll(() =>
        sidebar
          .getByRole('link', { name: /LM6000/ })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Another language is the same page at its own address: the sidebar closes with the page it belonged to.
    await sidebar.getByRole('button', { name: 'English' }).click();
    await sidebar.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect.poll(() => sidebar.getByRole('button', { name: 'Leistungen' }).isVisible()).toBe(true);

    await sidebar.getByRole('link', { name: 'Karriere' }).click();
    await page.waitForURL(`${site.url}/careers`);
    await expect.poll(() => sidebar.count()).toBe(0);

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('mobile-overlay').click({ position: { x: 350, y: 400 } });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'careers-phone');
    await context.close();
  });

  it("loads on a phone only the first slide's picture and the small about pictures, and a slide's picture once the visitor heads for it", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/')) pictures.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: /Über TurboTech/ }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(pictures.filter((picture) => picture.startsWith('/images/hero-'))).toEqual(['/images/hero-1-960.webp']);
    expect(pictures.filter((picture) => picture.startsWith('/images/about-')).sort()).toEqual([
      '/images/about-1-720.webp',
      '/images/about-2-720.webp',
    ]);

    await page.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect.poll(() => pictures.filter((picture) => picture.startsWith('/images/hero-')).length).toBe(4);
    await expect.poll(() => page.locator('[aria-roledescription="slide"] img').count()).toBe(4);
    await context.close();
  });

  it('shows the hero 200 px high on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(site.url);
    await page.locator('[aria-roledescription="carousel"]').waitFor();
    await expect
      .poll(async () => (await page.locator('[aria-roledescription="carousel"]').boundingBox())?.height)
      .toBe(200);
    await screenshot(page, 'home-phone');
    await context.close();
  });

  it('shows the not-found page with its message and a link home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/no/such/page?lang=en`);
    await page.getByText("It looks like this page doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: 'Return to home page' }).click();
    await page.waitForURL(`${site.url}/en`);
    await context.close();
  });

  it('downloads under 150 KB of JavaScript (gzip) on a first visit to /, and no dashboard, dialog or editor code', async () => {
    const { context, page } = await newPage(browser);
    // Every script's body is read before anything is counted, however late its response event came.
    const reads: Promise<{ url: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) reads.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(site.url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(reads);
    const total = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0) / 1024;
    console.log(`First load of /: ${scripts.length} scripts, ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThan(150);
    for (const script of scripts) {
      expect(script.url).not.toMatch(/dashboard|settings|captcha-dialog|rich-text|lexical/i);
      const text = script.body.toString('utf8');
      expect(text).not.toContain('DialogContent');
      expect(text).not.toMatch(/LexicalComposer|lexical/i);
    }
    await context.close();
  });

  it("fetches a public page's code in a few files: framework, shared public code, the page and its texts", async () => {
    // Each file is a request and a compile before the page can hydrate: scripts/public-chunks.ts keeps them few.
    for (const [path, most] of [
      ['/', 6],
      ['/ru/part-list/1', 8],
      ['/en/service/1', 7],
    ] as const) {
      const { context, page } = await newPage(browser);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      expect(scripts.length, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(most);
      expect(scripts.some((script) => script.startsWith('/assets/framework-'))).toBe(true);
      expect(scripts.some((script) => script.startsWith('/assets/public-'))).toBe(true);
      await context.close();
    }
  });

  it("preloads each of a page's modules once, also after hydration and after moving to another page", async () => {
    // The router runs the page's inline scripts again once it has hydrated: the loader must not start over.
    const { context, page } = await newPage(browser);
    const preloads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
      );
    await page.goto(`${site.url}/en/service/1`, { waitUntil: 'networkidle' });
    const first = await preloads();
    expect(first.some((href) => href?.startsWith('/assets/framework-'))).toBe(true);
    expect(first).toEqual([...new Set(first)]);
    await page.locator('header a[href="/en/partners"]').first().click();
    await page.waitForURL(`${site.url}/en/partners`);
    await page.waitForLoadState('networkidle');
    const after = await preloads();
    expect(after).toEqual([...new Set(after)]);
    await context.close();
  });

  it('has no serious or critical accessibility violations on the public pages', async () => {
    const { context, page } = await newPage(browser);
    for (const path of [
      '/',
      '/controller',
      '/gas-turbina',
      '/imprint',
      '/careers',
      '/privacy-policy',
      '/spare-parts',
      '/part-list/1',
      '/service/1',
      '/partners',
      '/parts/1',
    ]) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page, path)).toEqual([]);
    }
    await context.close();
  });

  it('has no serious or critical accessibility violations on the search page, with the suggestions open, on phone and desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${site.url}/en/search?q=L30471`);
      await page.getByTestId('search-part').first().waitFor();
      const violations = await seriousViolations(page, `search ${viewport.width}`);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await searchBox(page).pressSequentially('9334', { delay: 40 });
      await page.getByRole('option').first().waitFor();
      violations.push(...(await seriousViolations(page, `suggestions ${viewport.width}`)));
      await page.goto(`${site.url}/ru/inquiry`);
      await page.getByText('Ваш список запроса пуст.').waitFor();
      violations.push(...(await seriousViolations(page, `empty inquiry ${viewport.width}`)));
      expect(violations).toEqual([]);
      await context.close();
    }
  });
});
