// Time to interactive of a spare group with 5,000 parts, public page and dashboard screen, in headless
// Chromium, beside the same pages for a group of 50 parts. "Interactive" = the first rows are shown and a
// click on a row is answered (the inquiry's comment is filled; the dashboard's edit dialog opens).
// Run: npm run bench:part-list   (needs the built web app: npm run build)
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { startSite } from '../e2e/support/site.ts';
import { addSpareGroup } from './support/spare-group.ts';

const BUDGET_MS = 1500;
const RUNS = 3;
const site = await startSite();
async function publicPage(page: Page, id: number) {
  const started = performance.now();
  await page.goto(`${site.url}/part-list/${id}?lang=en`);
  await page.getByTestId('part-row').first().click();
  await page.waitForFunction(() => document.querySelector('textarea')?.value.startsWith('Part number'));
  return performance.now() - started;
}

async function dashboardScreen(page: Page, id: number) {
  const started = performance.now();
  await page.goto(`${site.url}/dashboard/spare/${id}?lang=en`);
  await page.getByTestId('part-row').first().click();
  await page.getByRole('dialog').waitFor();
  return performance.now() - started;
}

const big = await addSpareGroup(site.db, 5000);
const small = await addSpareGroup(site.db, 50);
const token = await site.signIn();
const browser = await launchBrowser();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(kind: 'public' | 'dashboard', id: number) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await newPage(browser);
    if (kind === 'dashboard')
      await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/robots.txt`); // warm the connection, not the app
    times.push(
      await (kind === 'public' ? publicPage(page, id) : dashboardScreen(page, id)).catch((error: Error) => {
        throw new Error(
          `${kind} ${id}, run ${run + 1}: ${error.message}; page errors: ${errors.join(' | ') || 'none'}`,
        );
      }),
    );
    if (errors.length) throw new Error(`${kind} ${id}, run ${run + 1}: page errors: ${errors.join(' | ')}`);
    await context.close();
  }
  return median(times);
}

const results = [
  ['public /part-list, 5,000 parts', await measure('public', big)],
  ['public /part-list, 50 parts (reference)', await measure('public', small)],
  ['dashboard /dashboard/spare, 5,000 parts', await measure('dashboard', big)],
  ['dashboard /dashboard/spare, 50 parts (reference)', await measure('dashboard', small)],
] as const;
await browser.close();
await site.close();

console.log(
  `Time to interactive (navigation → first row shown and answering a click), median of ${RUNS}, headless Chromium, 2 cores`,
);
for (const [name, ms] of results) console.log(`${name.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms`);
const worst = Math.max(results[0][1], results[2][1]);
console.log(`budget ${BUDGET_MS} ms for 5,000 parts: ${worst < BUDGET_MS ? 'met' : 'NOT met'}`);
process.exit(0);
