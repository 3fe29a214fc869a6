import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inviteColleague, signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { toast } from './support/suite.ts';

// An editor breaks a service's text, opens its History, reads what changed word by word and restores the version
// before; a visitor sees the text as it was.
const PASSWORD = 'editor-password-2026';
let site: Site;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the history of a service in Chromium', () => {
  it('an editor breaks a title, sees the change in History and restores the version before', async () => {
    const login = await inviteColleague(site, 'editor', 'editor@turbotech.example', PASSWORD);
    const service = (await (await fetch(`${site.url}/api/service/1`)).json()) as { title_en: string };
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url, PASSWORD, login);
    await page.goto(`${site.url}/dashboard/services/1?lang=en`);
    const title = page.getByLabel('Title (English)');
    await expect.poll(() => title.inputValue()).toBe(service.title_en);
    await title.fill('Broken title');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Successfully updated').waitFor();

    await page.getByTestId('history-button').click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    const revisions = dialog.getByTestId('revisions').getByRole('listitem');
    // The state found before the first recorded change, and the editor's change.
    await expect.poll(() => revisions.count()).toBe(2);
    expect(await revisions.first().textContent()).toContain('editor@turbotech.example');
    expect(await revisions.first().textContent()).toContain('Title (EN)');
    const diff = dialog.getByTestId('revision-diff');
    await expect.poll(() => diff.locator('ins').allTextContents()).toEqual(['Broken title']);
    expect(await diff.locator('del').allTextContents()).toEqual([service.title_en]);
    expect(await seriousViolations(page, 'history dialog')).toEqual([]);
    await screenshot(page, 'history-dialog');

    await revisions.last().getByRole('button').click();
    await dialog.getByTestId('restore-revision').click();
    await toast(page, 'The version was restored').waitFor();
    await expect.poll(() => revisions.count()).toBe(3);
    expect(await revisions.first().textContent()).toContain('restored');
    await page.keyboard.press('Escape');
    await expect.poll(() => title.inputValue()).toBe(service.title_en);
    const visitor = (await (await fetch(`${site.url}/api/service/1`)).json()) as { title_en: string };
    expect(visitor.title_en).toBe(service.title_en);
    await context.close();
  });
});
