import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, solveCaptcha } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, newPage, PHONE, screenshot } from '../support/browser.ts';
import type { Site } from '../support/site.ts';
import { dashboardMenu, searchBox, toast, withSiteAndBrowser } from '../support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const combobox = searchBox;
const inquiryCount = (page: Page) => page.getByTestId('inquiry-count').first();

/** Types into the header search like a person, waits for the suggestion and picks it with the keyboard. */
async function pickSuggestion(page: Page, typed: string, suggestion: string) {
  const box = combobox(page);
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  const option = page.getByRole('option', { name: new RegExp(suggestion) });
  await option.waitFor();
  // The first suggestion is the exact match; the arrow key makes it the active descendant, Enter opens it.
  await box.press('ArrowDown');
  await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
  await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
}

describe('part search and the inquiry list in Chromium', () => {
  it('finds a part from the header on a desktop: suggestions after three characters, Escape closes, the keyboard picks', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${site.url}/en/`);
    const box = combobox(page);
    await box.click();
    await box.pressSequentially('l4', { delay: 40 });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.pressSequentially('3495', { delay: 40 });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('option', { name: /L43495P03/ }).waitFor();
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.fill('');

    await pickSuggestion(page, 'L43495 P03', 'L43495P03');
    await page.waitForURL(/\/en\/search\?q=L43495P03$/);
    const result = page.getByTestId('search-part').first();
    await expect.poll(() => result.textContent()).toContain('Combustor outer liner');
    expect(await result.locator('mark').textContent()).toBe('L43495P03');
    expect(await result.getByRole('link', { name: /LM2500 spare parts/ }).count()).toBe(1);
    await screenshot(page, 'search-desktop');

    // Enter without a suggestion chosen opens every result; a number nobody lists offers the form with it filled in.
    await combobox(page).fill('ZX-99-000');
    await combobox(page).press('Enter');
    await page.waitForURL(/\/en\/search\?q=ZX-99-000$/);
    await page.getByText('No part or page matches “ZX-99-000”.').waitFor();
    expect(await page.getByLabel('Comment').inputValue()).toBe('Part number: ZX-99-000\nQuantity: ');
    await context.close();
  });

  it('collects parts on a phone from the search and from a part table, pastes three more, sends one inquiry the administrator downloads', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${site.url}/en/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await pickSuggestion(page, 'l30471 p02', 'L30471P02');
    await page.waitForURL(/\/en\/search\?q=L30471P02$/);
    await page.getByTestId('search-part').first().getByRole('button', { name: 'Add to inquiry' }).click();
    await toast(page, 'L30471P02 was added to your inquiry list.').waitFor();
    await expect.poll(() => inquiryCount(page).textContent()).toBe('1');

    const groups = (await (await fetch(`${site.url}/api/spare`)).json()) as { id: number; title_en: string }[];
    const lm6000 = groups.find((group) => group.title_en === 'LM6000 spare parts')!;
    await page.goto(`${site.url}/en/part-list/${lm6000.id}`);
    await page.getByRole('button', { name: 'Add L47155P04 to the inquiry list' }).click();
    await expect.poll(() => inquiryCount(page).textContent()).toBe('2');

    await page
      .getByRole('link', { name: /Inquiry list, 2 parts/ })
      .first()
      .click();
    await page.waitForURL(/\/en\/inquiry$/);
    await page.getByLabel('Paste part numbers').fill('9334M41P05\t2\n682L528G03; 3\nUNKNOWN-77');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    const lines = page.getByTestId('inquiry-line');
    await expect.poll(() => lines.count()).toBe(5);
    await expect.poll(() => lines.filter({ hasText: 'UNKNOWN-77' }).getByTestId('not-listed').count()).toBe(1);
    await expect.poll(() => lines.filter({ hasText: '682L528G03' }).textContent()).toContain('Fuel nozzle, gas (SAC)');
    await page.getByLabel('Quantity of L30471P02').fill('4');
    expect(await seriousViolations(page, 'inquiry (phone)')).toEqual([]);
    await screenshot(page, 'inquiry-phone');

    await page.getByLabel('Name').fill('Dana Sultanova');
    await page.getByLabel('Company').fill('Atyrau Power');
    await page.getByLabel('E-mail').fill('dana@atyrau-power.example');
    await solveCaptcha(page);
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await toast(page, 'Successfully sended').waitFor();
    await page.getByText('Your inquiry list is empty.').waitFor();
    expect(await page.getByTestId('inquiry-count').count()).toBe(0);
    await context.close();

    const admin = await newPage(browser, DESKTOP);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Requests' }).click();
    const row = admin.page.getByTestId('request-row').filter({ hasText: 'Dana Sultanova' });
    await row.waitFor();
    const requestLines = row.getByTestId('request-line');
    await expect.poll(() => requestLines.count()).toBe(5);
    expect(await requestLines.allTextContents()).toEqual([
      'L30471P02HPT stage 1 blade4',
      'L47155P04HPT stage 1 blade1',
      '9334M41P05HPT stage 1 nozzle segment2',
      '682L528G03Fuel nozzle, gas (SAC)3',
      'UNKNOWN-77not in the catalogue1',
    ]);
    await screenshot(admin.page, 'dashboard-request-lines');

    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const partColumn = header.indexOf('Part number');
    const danaRows = sheet
      .getRows(2, sheet.rowCount - 1)!
      .filter((r) => (r.values as unknown[]).includes('Dana Sultanova'));
    expect(danaRows.map((r) => String((r.values as unknown[])[partColumn]))).toEqual([
      'L30471P02',
      'L47155P04',
      '9334M41P05',
      '682L528G03',
      'UNKNOWN-77',
    ]);
    await admin.context.close();
  });

  it('the administrator finds a part by number across every group and opens its group filtered to it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Spare Parts' }).click();
    await page.getByTestId('part-finder').fill('l47155 p04');
    const found = page.getByTestId('found-part').first();
    await expect.poll(() => found.textContent()).toContain('LM6000 spare parts');
    await found.click();
    await page.waitForURL(/\/dashboard\/spare\/\d+\?part=L47155P04$/);
    await expect.poll(() => page.getByLabel('Filter by part number or description').inputValue()).toBe('L47155P04');
    await expect.poll(() => page.getByText('1 of').count()).toBeGreaterThan(0);
    await context.close();
  });
});
