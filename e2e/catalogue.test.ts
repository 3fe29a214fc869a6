import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../apps/server/src/testing/upload-fixtures.ts';
import { signIn } from './support/admin.ts';
import { newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('the catalogue, from the dashboard to the public site', () => {
  it('an English category and product with two images and a property appear on /gas-turbina in English only, and go when deleted', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, site.url);

    await dashboardMenu(admin.page).getByRole('link', { name: 'Categories' }).click();
    await admin.page.getByRole('button', { name: 'Add category' }).click();
    const categoryDialog = admin.page.getByRole('dialog', { name: 'Add category' });
    await categoryDialog.getByLabel('Title').fill('Marine turbines');
    await categoryDialog.getByLabel('Language').selectOption('EN');
    await categoryDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    await admin.page.getByTestId('category-card').filter({ hasText: 'Marine turbines' }).waitFor();
    await screenshot(admin.page, 'dashboard-categories');

    await dashboardMenu(admin.page).getByRole('link', { name: 'Products' }).click();
    await admin.page.getByRole('button', { name: 'Add product' }).click();
    const productDialog = admin.page.getByRole('dialog', { name: 'Add product' });
    await productDialog.getByTestId('image-input').setInputFiles([
      { name: 'deck.png', mimeType: 'image/png', buffer: await pngImage(640, 400) },
      { name: 'module.png', mimeType: 'image/png', buffer: await pngImage(400, 300) },
    ]);
    await productDialog.getByLabel('Category').selectOption({ label: 'Marine turbines (EN)' });
    await productDialog.getByLabel('Title').fill('LM2500 Marine');
    await productDialog.getByRole('textbox', { name: 'Description' }).click();
    await admin.page.keyboard.type('Proven propulsion for frigates and fast ferries.');
    await productDialog.getByLabel('Type').fill('Marine gas turbine');
    await productDialog.getByLabel('Model').fill('LM2500-M');
    await productDialog.getByLabel('Power (MW)').fill('25.1');
    await productDialog.getByLabel('Language').selectOption('EN');
    await productDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    const card = admin.page.getByTestId('product-card').filter({ hasText: 'LM2500 Marine' });
    await card.waitFor();
    await screenshot(admin.page, 'dashboard-products');
    await card.click();

    await admin.page.getByRole('button', { name: 'Add property' }).click();
    const propertyDialog = admin.page.getByRole('dialog', { name: 'Add property' });
    await propertyDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Please select a file first!').waitFor();
    await propertyDialog
      .getByTestId('image-input')
      .setInputFiles({ name: 'propulsion.png', mimeType: 'image/png', buffer: await pngImage(300, 200) });
    await propertyDialog.getByRole('textbox', { name: 'Description' }).click();
    await admin.page.keyboard.type('Integrated electric propulsion package.');
    await propertyDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    await admin.page.getByTestId('property').first().waitFor();
    await screenshot(admin.page, 'dashboard-product-detail');
    const productId = Number(new URL(admin.page.url()).pathname.split('/').at(-1));

    // A visitor in English finds it under its tab, with a shareable address.
    const visitor = await newPage(browser);
    await visitor.page.goto(`${site.url}/gas-turbina?lang=en`);
    await visitor.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await visitor.page.getByRole('tab', { name: 'Marine turbines' }).click();
    await visitor.page.waitForURL(/[?&]category=\d+/);
    // The tab changed without a page load: the marker set on the page is still there.
    expect(await visitor.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const row = visitor.page.getByTestId('product-row').filter({ hasText: 'LM2500-M' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Marine gas turbine');
    await expect.poll(() => row.textContent()).toContain('25.1');
    await screenshot(visitor.page, 'gas-turbina-browser');
    const shared = visitor.page.url();
    await visitor.page.reload();
    await expect
      .poll(() => visitor.page.getByRole('tab', { name: 'Marine turbines' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(visitor.page.url()).toBe(shared);

    await visitor.page.getByTestId('product-row').filter({ hasText: 'LM2500-M' }).click();
    await visitor.page.waitForURL(`${site.url}/en/parts/${productId}`);
    await visitor.page.getByRole('heading', { name: 'LM2500 Marine', level: 1 }).waitFor();
    await expect.poll(() => visitor.page.getByTestId('product-gallery').locator('img').count()).toBe(2);
    await expect.poll(() => visitor.page.getByTestId('product-category').textContent()).toBe('Marine turbines');
    await expect
      .poll(() => visitor.page.getByTestId('product-property').textContent())
      .toContain('Integrated electric propulsion package.');
    await expect.poll(() => visitor.page.title()).toBe('LM2500 Marine | TurboTech Rosdorf GmbH');
    await expect
      .poll(() => visitor.page.locator('meta[name="description"]').getAttribute('content'))
      .toBe('Proven propulsion for frigates and fast ferries.');
    await visitor.page.getByRole('button', { name: 'Enlarge image 2 of 2' }).click();
    await visitor.page.getByRole('dialog', { name: 'LM2500 Marine' }).getByText('2 / 2').waitFor();
    await visitor.page.keyboard.press('Escape');
    await screenshot(visitor.page, 'product-page');

    // In German the English category and product are not listed.
    await visitor.page.goto(`${site.url}/gas-turbina?lang=de`);
    await visitor.page.getByRole('tab').first().waitFor();
    expect(await visitor.page.getByRole('tab', { name: 'Marine turbines' }).count()).toBe(0);

    // Hidden from visitors: its page is not found and the tab no longer lists it; the dashboard marks it.
    await admin.page.getByLabel('Hidden from visitors').check();
    await admin.page.getByRole('button', { name: 'Update' }).first().click();
    await toast(admin.page, 'Successfully updated').waitFor();
    await admin.page.getByRole('heading', { level: 1 }).getByText('Hidden').waitFor();
    await screenshot(admin.page, 'dashboard-product-hidden');
    expect((await fetch(`${site.url}/en/parts/${productId}`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/api/product?lang=EN`)).text()).not.toContain('LM2500 Marine');
    await admin.page.getByLabel('Hidden from visitors').uncheck();
    await admin.page.getByRole('button', { name: 'Update' }).first().click();
    // The first update's toast may still be showing: the heading losing its mark is this update's answer.
    await admin.page.getByRole('heading', { level: 1 }).getByText('Hidden').waitFor({ state: 'detached' });
    expect((await fetch(`${site.url}/en/parts/${productId}`)).status).toBe(200);

    // The administrator deletes it; the public tab is empty.
    await admin.page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(admin.page, 'Successfully deleted').waitFor();
    await admin.page.waitForURL(`${site.url}/dashboard`);
    await visitor.page.goto(shared);
    await visitor.page.getByText('No item').waitFor();
    await expect.poll(() => visitor.page.getByTestId('product-row').count()).toBe(0);
    await expect
      .poll(async () => (await site.app.inject({ method: 'GET', url: `/api/product/${productId}` })).statusCode)
      .toBe(404);
    await admin.context.close();
    await visitor.context.close();
  });

  it('the spare-parts overview shows product cards and the pre-order section on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${site.url}/spare-parts?lang=en`);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(3);
    await page.getByText('To order equipment, please fill in all fields of this form.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(true);
    await screenshot(page, 'spare-parts-phone');
    await page.getByTestId('product-card').first().getByRole('link', { name: 'Learn more' }).click();
    await page.waitForURL(/\/parts\/\d+$/);
    await context.close();
  });

  it('an unknown product id shows the not-found page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/parts/99999?lang=en`);
    await page.getByText("It looks like this page doesn't exist or has been removed.").waitFor();
    await context.close();
  });
});
