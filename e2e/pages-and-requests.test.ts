import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE } from '@tp/api/testing';
import { pngImage } from '../apps/server/src/testing/upload-fixtures.ts';
import { signIn, solveCaptcha } from './support/admin.ts';
import { newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withOwnSite, withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

const checkbox = (page: Page) => page.getByTestId('captcha-checkbox');

describe('the inquiry form', () => {
  it('marks empty fields red, says the robot check is missing, and sends nothing', async () => {
    const { context, page } = await newPage(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('request.create')) sent.push(request.url());
    });
    await page.goto(`${site.url}/imprint?lang=en`);
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const label of ['Name', 'Company', 'E-mail'])
      await expect.poll(() => page.getByLabel(label).getAttribute('aria-invalid'), { message: label }).toBe('true');
    await expect.poll(() => checkbox(page).getAttribute('aria-invalid')).toBe('true');
    await toast(page, 'It was not confirmed that you were not a Robot').waitFor();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a valid e-mail address').waitFor();
    expect(sent).toEqual([]);
    await screenshot(page, 'imprint-invalid');
    await context.close();
  });

  // Deleting the only request leaves the list empty: that holds only on a site no other test sends to.
  describe('on a site of its own', () => {
    let own: Site;
    withOwnSite((started) => (own = started));

    it('sends an inquiry in English that the administrator sees in Requests with language en, then deletes', async () => {
      const { context, page } = await newPage(browser);
      await page.goto(`${own.url}/imprint?lang=en`);
      await page.getByLabel('Name').fill('Aigerim Sadykova');
      await page.getByLabel('Company').fill('Steppe Power LLP');
      await page.getByLabel('E-mail').fill('a.sadykova@steppe-power.example');
      await page.getByLabel('Comment').fill('Two sets of LM2500 HPT stage 1 blades, please.');
      await solveCaptcha(page);
      await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Successfully sended').waitFor();
      // The reference stays in view above the emptied form, for the buyer to note.
      const { reference } = await own.db.selectFrom('requests').select('reference').executeTakeFirstOrThrow();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'we have received your inquiry' }).textContent())
        .toBe(
          `Thank you, we have received your inquiry.Your reference is ${reference}. Please quote it when you contact us.`,
        );
      await screenshot(page, 'request-received');
      await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');
      await expect.poll(() => page.getByLabel('Comment').inputValue()).toBe('');
      await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('false');
      await context.close();

      const admin = await newPage(browser);
      await signIn(admin.page, own.url);
      await dashboardMenu(admin.page).getByRole('link', { name: 'Requests' }).click();
      const row = admin.page.getByTestId('request-row').filter({ hasText: 'Aigerim Sadykova' });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Steppe Power LLP');
      await expect.poll(() => row.textContent()).toContain(reference);
      await expect.poll(() => row.locator('td').nth(5).textContent()).toBe('en');
      // The form names the page it was sent from, as the visitor saw its address (the English one after ?lang=en).
      expect(await own.db.selectFrom('requests').select('page').execute()).toEqual([{ page: '/en/imprint' }]);
      await screenshot(admin.page, 'dashboard-requests');
      await row.getByRole('button', { name: /Delete request/ }).click();
      await admin.page.getByRole('dialog').getByText('Are you sure you want to delete?').waitFor();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await toast(admin.page, 'Successfully deleted').waitFor();
      await expect.poll(() => row.count()).toBe(0);
      await admin.page.getByText('No request yet').waitFor();
      await expect.poll(() => own.db.selectFrom('requests').selectAll().execute()).toEqual([]);
      await admin.context.close();
    });
  });
});

describe('a failed send', () => {
  it('tells the visitor and keeps what they typed', async () => {
    const { context, page } = await newPage(browser);
    await page.route('**/trpc/request.create**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(`${site.url}/imprint?lang=en`);
    await page.getByLabel('Name').fill('Lena Vogt');
    await page.getByLabel('Company').fill('Nordkraft AG');
    await page.getByLabel('E-mail').fill('lena.vogt@nordkraft.example');
    await page.getByLabel('Comment').fill('Frame 6B fuel nozzles');
    await solveCaptcha(page);
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Your request could not be sent. Please try again or write to us by e-mail.').waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Lena Vogt');
    await expect.poll(() => page.getByLabel('Comment').inputValue()).toBe('Frame 6B fuel nozzles');
    await context.close();
  });

  it('tells the visitor when the form check cannot be fetched (offline, or a tab older than the last update)', async () => {
    const { context, page } = await newPage(browser);
    // The form's schemas (zod) load when the visitor starts on the form: here that script cannot be fetched.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('ZodError')) return route.abort('internetdisconnected');
      return route.fulfill({ response });
    });
    let sent = false;
    page.on('request', (request) => (sent ||= request.url().includes('/trpc/request.create')));
    await page.goto(`${site.url}/imprint?lang=en`);
    await page.getByLabel('Name').fill('Lena Vogt');
    await page.getByLabel('Company').fill('Nordkraft AG');
    await page.getByLabel('E-mail').fill('lena.vogt@nordkraft.example');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Your request could not be sent. Please try again or write to us by e-mail.').waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Lena Vogt');
    expect(sent).toBe(false);
    // A script still being fetched through the route when the page closes must not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

describe('careers', () => {
  it('a visitor sends a CV with a PDF and the administrator downloads it with its name', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${site.url}/careers?lang=en`);
    await page.getByLabel('First name').fill('Jonas');
    await page.getByLabel('Last name').fill('Becker');
    await page.getByLabel('E-mail').fill('jonas.becker@example.de');
    await page
      .getByLabel('CV files')
      .setInputFiles({ name: 'Jonas Becker CV.pdf', mimeType: 'application/pdf', buffer: PDF_FILE });
    await page.getByText('Jonas Becker CV.pdf').waitFor();
    await solveCaptcha(page);
    await expect.poll(() => checkbox(page).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Send CV' }).click();
    await toast(page, 'Thank you! Your application has been sent.').waitFor();
    await screenshot(page, 'careers-sent-phone');
    await context.close();

    const admin = await newPage(browser);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Requests' }).click();
    const row = admin.page.getByTestId('application-row').filter({ hasText: 'Jonas Becker' });
    await row.waitFor();
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      row.getByRole('button', { name: 'Jonas Becker CV.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Jonas Becker CV.pdf');
    expect(fs.readFileSync(await download.path()).equals(PDF_FILE)).toBe(true);

    // The application has a status and a note, as requests do.
    await row
      .getByRole('combobox', { name: 'Status of the application from Jonas Becker' })
      .selectOption('in_progress');
    await toast(admin.page, 'Successfully updated').waitFor();
    await row.getByRole('button', { name: 'Note on the application from Jonas Becker' }).click();
    await admin.page
      .getByRole('dialog')
      .getByLabel('Internal note (only the team sees it)')
      .fill('Invite for an interview');
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => row.textContent()).toContain('Note: Invite for an interview');
    await screenshot(admin.page, 'dashboard-applications');
    const stored = await site.db
      .selectFrom('cv_applications')
      .select(['status', 'note'])
      .where('first_name', '=', 'Jonas')
      .execute();
    expect(stored).toEqual([{ status: 'in_progress', note: 'Invite for an interview' }]);
    await admin.context.close();
  });
});

describe('page editors', () => {
  it('the administrator edits the privacy policy in Russian and a Russian visitor sees it', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Privacy Policy' }).click();
    const russian = admin.page.getByRole('textbox', { name: 'Text (Russian)' });
    await russian.waitFor();
    await russian.click();
    await admin.page.keyboard.press('Control+A');
    await admin.page.keyboard.type('Мы бережно обращаемся с вашими данными.');
    await admin.page.getByRole('button', { name: 'Update' }).click();
    await toast(admin.page, 'Successfully updated').waitFor();
    await screenshot(admin.page, 'dashboard-privacy');
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/privacy-policy?lang=ru`);
    await page.getByText('Мы бережно обращаемся с вашими данными.').waitFor();
    await expect
      .poll(() => page.locator('.rich-text').innerHTML())
      .toBe('<p>Мы бережно обращаемся с вашими данными.</p>');
    await context.close();
  });

  it('the administrator adds a gas-turbine page part with an image and it shows on /gas-turbina', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Gas Turbine' }).click();
    await admin.page.getByTestId('page-part').first().waitFor();
    const partsBefore = await admin.page.getByTestId('page-part').count();
    await admin.page.getByRole('button', { name: 'Add Part' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add Part' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Please select a file first!').waitFor();
    await dialog
      .getByTestId('image-input')
      .setInputFiles({ name: 'exhaust.png', mimeType: 'image/png', buffer: await pngImage(320, 200) });
    const english = dialog.getByRole('textbox', { name: 'Description (English)' });
    await english.click();
    await admin.page.keyboard.type('Exhaust diffusers and collectors, new and overhauled.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    await expect.poll(() => admin.page.getByTestId('page-part').count()).toBe(partsBefore + 1);
    await screenshot(admin.page, 'dashboard-gas-turbine');
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/gas-turbina?lang=en`);
    const part = page.locator('li').filter({ hasText: 'Exhaust diffusers and collectors, new and overhauled.' });
    await part.waitFor();
    await part.locator('img').waitFor();
    const src = await part.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/api\/uploads\/\d{4}\/\d{2}\/[0-9a-f]+\.webp$/);
    expect((await page.request.get(`${site.url}${src}`)).headers()['content-type']).toBe('image/webp');
    await screenshot(page, 'gas-turbina-desktop');
    await context.close();
  });
});

describe('rich text safety', () => {
  it('content saved with scripts, event handlers and javascript: links runs no script on the public page', async () => {
    const token = await site.signIn();
    const hostile =
      '<p>Safe text</p><script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'"><p><a href="javascript:window.__xss=\'link\'">click</a></p><p onmouseover="window.__xss=\'hover\'">hover me</p>';
    const saved = await site.app.inject({
      method: 'PATCH',
      url: '/api/page/privacy-policy',
      headers: site.bearer(token),
      payload: { text_de: hostile, text_en: hostile, text_ru: hostile },
    });
    expect(saved.statusCode).toBe(200);

    const { context, page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${site.url}/privacy-policy?lang=en`);
    await page.getByText('Safe text').waitFor();
    await page.getByText('hover me').hover();
    await page.getByText('click').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await page.locator('.rich-text').innerHTML();
    expect(html).not.toMatch(/script|onerror|onmouseover|javascript:/i);
    await context.close();
  });
});
