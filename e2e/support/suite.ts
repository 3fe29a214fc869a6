import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';

/** Starts a fresh site and Chromium for a test file and stops both after it; `use` receives them. */
export function withSiteAndBrowser(use: (started: { site: Site; browser: Browser }) => void) {
  let started: { site: Site; browser: Browser } | undefined;
  beforeAll(async () => {
    const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    started = { site, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });
}

/** A toast with the given text. */
export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toasts').getByText(text);

/** The dashboard's side menu (the visible one on desktop). */
export const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' }).first();
