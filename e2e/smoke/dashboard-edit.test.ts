import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../apps/server/src/testing/upload-fixtures.ts';
import { signIn, typeIntoEditor } from '../support/admin.ts';
import { newPage, screenshot } from '../support/browser.ts';
import type { Site } from '../support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from '../support/suite.ts';

// An edit in the dashboard (a record with pictures and rich text in three languages) that a visitor then finds:
// written and read back through the database the suite runs on.

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('services', () => {
  it('the administrator creates a service with two images in three languages; a Russian visitor opens it from the menu', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Services' }).click();
    await admin.page.getByRole('button', { name: 'Add service' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add service' });
    await dialog.getByTestId('image-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await pngImage(400, 300) },
      { name: 'b.png', mimeType: 'image/png', buffer: await pngImage(300, 300) },
    ]);
    await dialog.getByLabel('Title (German)').fill('Schwingungsanalyse');
    await dialog.getByLabel('Title (English)').fill('Vibration analysis');
    await dialog.getByLabel('Title (Russian)').fill('Вибродиагностика');
    await typeIntoEditor(admin.page, dialog, 'Description (German)', 'Messung vor Ort.');
    await typeIntoEditor(admin.page, dialog, 'Description (English)', 'On-site measurement.');
    await typeIntoEditor(admin.page, dialog, 'Description (Russian)', 'Измерения на объекте и отчёт.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    await admin.page.getByTestId('service-card').filter({ hasText: 'Vibration analysis' }).waitFor();
    await screenshot(admin.page, 'dashboard-services');
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/?lang=ru`);
    await page.getByRole('navigation', { name: /меню/i }).getByRole('button', { name: 'Услуги' }).click();
    await page.getByRole('link', { name: 'Вибродиагностика' }).click();
    await page.getByRole('heading', { name: 'Вибродиагностика', level: 1 }).waitFor();
    await page.getByText('Измерения на объекте и отчёт.').waitFor();
    await expect.poll(() => page.locator('main img').count()).toBe(2);
    await expect.poll(() => page.title()).toBe('Вибродиагностика | TurboTech Rosdorf GmbH');
    await screenshot(page, 'service-page-ru');
    // The lightbox (its code loaded on demand) shows an image large and pages to the next, round to the first.
    await page.getByRole('button', { name: 'Увеличить изображение 2 из 2' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Вибродиагностика' });
    await expect.poll(() => lightbox.getByRole('img', { name: 'Вибродиагностика – 2' }).isVisible()).toBe(true);
    await lightbox.getByRole('button', { name: 'Следующее изображение' }).click();
    await expect.poll(() => lightbox.getByText('1 / 2').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.isVisible()).toBe(false);
    // Focus goes back to the picture that opened it, so a keyboard user goes on from there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Увеличить изображение 2 из 2');
    await context.close();
  });
});
