import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { germanOnlyService } from './support/content.ts';
import { DESKTOP, hydrated, newPage, PHONE, screenshot } from './support/browser.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withSiteAndBrowser } from './support/suite.ts';

// Content written in German first and translated later, as a visitor and an administrator see it in Chromium.
let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('texts not translated yet', () => {
  it('name a German-only service in German in the English menu, marked as German, and its page says it is shown in German', async () => {
    const id = await germanOnlyService(site, 'Vor-Ort-Wuchten');
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${site.url}/en/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Services' }).click();
    const entry = page.getByRole('link', { name: 'Vor-Ort-Wuchten' });
    await expect.poll(() => entry.getAttribute('lang')).toBe('de');
    await entry.click();
    await page.waitForURL(`${site.url}/en/service/${id}`);
    await page.getByText('This page is not yet available in English; showing the German version.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vor-Ort-Wuchten');
    expect(await page.locator('main .rich-text[lang="de"]').textContent()).toBe(
      'Vor-Ort-Wuchten: Beschreibung auf Deutsch.',
    );
    await screenshot(page, 'untranslated-service-desktop');
    await context.close();

    const phone = await newPage(browser, PHONE);
    await phone.page.goto(`${site.url}/ru/service/${id}`);
    await phone.page.getByText('Эта страница ещё не переведена на русский язык; показана немецкая версия.').waitFor();
    expect(await seriousViolations(phone.page, 'page')).toEqual([]);
    await screenshot(phone.page, 'untranslated-service-phone');
    await phone.context.close();
  });

  it('edits the address and footer line per language in Settings, without serious accessibility findings', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
    for (const label of ['Address (German)', 'Address (English)', 'Address (Russian)', 'Footer text (Russian)'])
      await expect.poll(() => page.getByLabel(label).inputValue(), { message: label }).not.toBe('');
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'settings-languages-desktop');
    await context.close();
  });

  it('lists what is left to translate with counts per language, and a link opens the editor at the field', async () => {
    const id = await germanOnlyService(site, 'Schwingungsanalyse');
    const summary = (
      await site.app.inject({
        method: 'GET',
        url: '/api/translations/summary',
        headers: site.bearer(await site.signIn()),
      })
    ).json<Record<'en' | 'ru', Record<'missing' | 'outdated' | 'current', number>>>();
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    const toTranslate = summary.en.missing + summary.en.outdated + summary.ru.missing + summary.ru.outdated;
    await expect.poll(() => page.getByTestId('to-translate').textContent()).toBe(`${toTranslate} to translate`);
    await dashboardMenu(page)
      .getByRole('link', { name: /Translations/ })
      .click();
    await page.getByRole('heading', { name: 'Translations', level: 1 }).waitFor();
    const english = page.getByTestId('translation-summary-en');
    await expect.poll(() => english.textContent()).toContain(`Missing${summary.en.missing}`);
    expect(await english.textContent()).toContain(`Outdated${summary.en.outdated}`);
    expect(await page.getByTestId('translation-summary-ru').textContent()).toContain(`Current${summary.ru.current}`);
    const row = page
      .getByTestId('translation-row')
      .filter({ hasText: 'Schwingungsanalyse' })
      .filter({ hasText: 'Title' });
    expect(await row.textContent()).toContain('Missing');
    expect(await seriousViolations(page, 'page')).toEqual([]);
    await screenshot(page, 'translations-desktop');

    await row.getByRole('link', { name: 'Translate' }).click();
    await page.waitForURL(`${site.url}/dashboard/services/${id}#field-title_en`);
    const title = page.getByLabel('Title (English)');
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    // The editor marks each language whose translation is missing; saving one takes its mark away.
    await expect.poll(() => page.getByTestId('translation-mark-title_en').textContent()).toBe('not translated');
    expect(await page.getByTestId('translation-mark-text_ru').textContent()).toBe('not translated');
    expect(await page.getByTestId('translation-mark-title_de').count()).toBe(0);
    await screenshot(page, 'translation-marks-desktop');
    await title.fill('Vibration analysis');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Successfully updated').waitFor();
    await expect.poll(() => page.getByTestId('translation-mark-title_en').count()).toBe(0);
    expect(await page.getByTestId('translation-mark-title_ru').count()).toBe(1);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, site.url);
    await phone.page.goto(`${site.url}/dashboard/translations?target=ru`);
    await phone.page.getByTestId('translation-row').first().waitFor();
    // Nothing sticks out of a phone's screen: the table scrolls in its own box.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(phone.page, 'translations-phone');
    await phone.context.close();
  });

  it('downloads the English texts to translate as XLIFF and imports the translated file after a check', async () => {
    const id = await germanOnlyService(site, 'Laserauftragschweißen');
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await page.goto(`${site.url}/dashboard/translations?target=en`);
    const exchange = page.getByRole('region', { name: 'Work with a translator (English)' });
    await exchange.getByLabel('File format').selectOption('xliff');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exchange.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^translations-de-en-todo-\d{4}-\d\d-\d\d\.xlf$/);
    const xliff = fs.readFileSync(await download.path(), 'utf8');
    // The agency's CAT tool writes the title's target.
    const unit = new RegExp(`(<unit id="${id}-title"[\\s\\S]*?</source>)`);
    expect(xliff).toMatch(unit);
    const returned = path.join(os.tmpdir(), `translated-${id}.xlf`);
    fs.writeFileSync(returned, xliff.replace(unit, '$1<target>Laser cladding</target>'));

    await exchange.getByRole('button', { name: 'Import translated file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import translated file (English)' });
    await dialog.getByLabel('Translated file (XLIFF or XLSX)').setInputFiles(returned);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const report = dialog.getByTestId('translation-import-report');
    await expect.poll(() => report.textContent()).toContain('1 to change');
    expect(await report.getByRole('row').filter({ hasText: 'Laserauftragschweißen' }).textContent()).toContain(
      'Laser cladding',
    );
    expect(await seriousViolations(page, 'import dialog')).toEqual([]);
    await screenshot(page, 'translations-import-desktop');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(page, 'Translations imported').waitFor();
    await expect
      .poll(() => page.getByTestId('translation-row').filter({ hasText: 'Laserauftragschweißen' }).count())
      .toBe(1); // the text is left; the title is translated
    fs.rmSync(returned);
    await context.close();
  });

  it("opens a spare part's dialog at its Russian description from the list, marked until it is translated", async () => {
    const auth = site.bearer(await site.signIn());
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/spare/1/part',
      headers: auth,
      payload: { partnumber: 'TT-RU-1', description_de: 'Brennkammerdichtung' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const partId = created.json<{ id: number }>().id;
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, site.url);
    await page.goto(`${site.url}/dashboard/translations?target=ru`);
    await page
      .getByTestId('translation-row')
      .filter({ hasText: 'TT-RU-1' })
      .getByRole('link', { name: 'Translate' })
      .click();
    await page.waitForURL(`${site.url}/dashboard/spare/1?part=TT-RU-1&edit=${partId}#field-description_ru`);
    const dialog = page.getByRole('dialog', { name: 'Update spare part' });
    const russian = dialog.getByLabel('Description RU');
    await expect.poll(() => russian.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByTestId('translation-mark-description_ru').textContent()).toBe('not translated');
    await russian.fill('Уплотнение камеры сгорания');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Successfully updated').waitFor();
    const row = await site.app.inject({ method: 'GET', url: `/api/translations?lang=ru`, headers: auth });
    expect(
      row.json<{ id: number; entity: string }[]>().filter((item) => item.entity === 'spare.part' && item.id === partId),
    ).toEqual([]);
    await context.close();
  });
});
