import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';

/**
 * Browser tests wait for what they look at, never for a fixed time: a polling assertion
 * (`expect.poll`) gets as long as a Playwright step (10 s, see newPage), and a test as long as a whole
 * user path needs on a loaded machine (the accessibility sweeps visit a dozen pages).
 */
function useBrowserTestTimeouts() {
  vi.setConfig({ testTimeout: 180_000, expect: { poll: { timeout: 10_000, interval: 100 } } });
}

/**
 * Starts a fresh site and Chromium for a test file and stops both after it; `use` receives them.
 * Tests of a file share the site and run in any order: each creates the records it needs and asserts on them.
 */
export function withSiteAndBrowser(
  use: (started: { site: Site; browser: Browser }) => void,
  options: Parameters<typeof startSite>[0] = {},
) {
  useBrowserTestTimeouts();
  let started: { site: Site; browser: Browser } | undefined;
  beforeAll(async () => {
    const [site, browser] = await Promise.all([startSite(options), launchBrowser()]);
    started = { site, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });
}

/**
 * A fresh seeded site of its own for one describe block, for a test that asserts on the whole site (a count
 * from zero, an empty list, a menu entry that depends on every record): no other test can touch it. Starting
 * a site costs seconds, so keep this for such tests; the file's browser is reused.
 */
export function withOwnSite(use: (site: Site) => void) {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite();
    use(site);
  });
  afterAll(async () => {
    await site?.close();
  });
}

/** The header's search box (English interface). */
export const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search parts, services and spare groups' });

/** A toast with the given text. */
export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toasts').getByText(text);

/** The dashboard's side menu (the visible one on desktop). */
export const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' }).first();

/**
 * Closes the open dialog with Escape, as a person does, and waits until it is gone. A key pressed in the moment
 * before the dialog listens for it (a loaded machine) is pressed again: an open dialog hides the page behind it
 * from the accessibility tree, so the next step would find nothing there.
 */
export async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect
    .poll(async () => {
      if ((await dialog.count()) > 0) await page.keyboard.press('Escape');
      return dialog.count();
    })
    .toBe(0);
}
