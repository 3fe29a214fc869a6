import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no network chatter); Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium"`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };

/** A fresh browser profile (empty localStorage) at a viewport size. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', reducedMotion: 'reduce' });
  // Fail a step well before the test's own time-out, so the report names the step.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  // A server-rendered page shows before React has hydrated it (its code loads after the first paint), and a click in
  // between does nothing: as a person would wait for the page to settle, every page load waits for the hydration.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
  // A click that loads a new document (another language, say) is followed by waitForURL: it waits for hydration too.
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await hydrated(page);
  };
  return { context, page };
}

/** Waits until React has hydrated the page the browser loaded last (the router removes its data then). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 }).catch(() => undefined);
}

/**
 * Saves a screenshot under test-results/ for a person to look at. CI keeps none and nobody looks there, so it takes
 * none (68 full pages: about 20 s of the run).
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.CI) return;
  const dir = path.resolve(import.meta.dirname, '../../test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
