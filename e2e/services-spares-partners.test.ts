import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../apps/server/src/testing/upload-fixtures.ts';
import { signIn, solveCaptcha, typeIntoEditor } from './support/admin.ts';
import { addSpareGroup } from '../bench/support/spare-group.ts';
import { newPage, PHONE, screenshot } from './support/browser.ts';
import { firstVisit } from './support/first-visit.ts';
import type { Site } from './support/site.ts';
import { dashboardMenu, toast, withOwnSite, withSiteAndBrowser } from './support/suite.ts';

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('spare groups', () => {
  it('the administrator creates a group, adds a part by dialog and 200 by CSV; a visitor picks a part, sends the inquiry and downloads all rows as XLSX', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, site.url);
    await dashboardMenu(admin.page).getByRole('link', { name: 'Spare Parts' }).click();
    await admin.page.getByRole('button', { name: 'Add spare part' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add spare part' });
    await dialog
      .getByTestId('image-input')
      .setInputFiles({ name: 'g.png', mimeType: 'image/png', buffer: await pngImage(500, 300) });
    await dialog.getByLabel('Title (German)').fill('LM1600 Ersatzteile');
    await dialog.getByLabel('Title (English)').fill('LM1600 spare parts');
    await dialog.getByLabel('Title (Russian)').fill('Запчасти LM1600');
    await typeIntoEditor(admin.page, dialog, 'Description (English)', 'Parts for the LM1600.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();
    await admin.page.getByTestId('spare-group-card').filter({ hasText: 'LM1600 Ersatzteile' }).click();
    // The list screen has a button of the same name: wait until the group's own screen is shown.
    await admin.page.waitForURL(/\/dashboard\/spare\/\d+$/);
    await admin.page.getByRole('button', { name: 'Import parts' }).waitFor();

    await admin.page.getByRole('button', { name: 'Add spare part' }).click();
    const partDialog = admin.page.getByRole('dialog', { name: 'Add spare part' });
    await partDialog.getByLabel(/^Part number/).fill('LM16-HPT-001');
    await partDialog.getByLabel('Description DE').fill('HDT-Laufschaufel Stufe 1');
    await partDialog.getByLabel('Description EN').fill('HPT blade stage 1');
    await partDialog.getByLabel('Description RU').fill('Лопатка ТВД 1-й ступени');
    await partDialog.getByLabel('Substitute part').fill('LM16-HPT-002');
    await partDialog.getByLabel('Quantity').fill('4');
    await partDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(admin.page, 'Successfully added').waitFor();

    const lines = ['partnumber,description_de,description_en,description_ru,subst_part,quantity'];
    for (let i = 1; i <= 200; i++)
      lines.push(`LM16-${String(i).padStart(4, '0')},Teil ${i},Part ${i},Деталь ${i},,${i % 9}`);
    await admin.page.getByRole('button', { name: 'Import parts' }).click();
    const importDialog = admin.page.getByRole('dialog', { name: 'Import parts' });
    await importDialog
      .getByLabel('Parts file (XLSX or CSV)')
      .setInputFiles({ name: 'lm1600.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await importDialog.getByRole('button', { name: 'Check file' }).click();
    await importDialog.getByText('200 to add').waitFor();
    expect(
      await site.db.selectFrom('spare_parts').select('id').where('partnumber', 'like', 'LM16-0%').execute(),
    ).toEqual([]);
    await screenshot(admin.page, 'dashboard-import-preview');
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(admin.page, 'Successfully imported').waitFor();
    const groupId = Number(new URL(admin.page.url()).pathname.split('/').at(-1));
    await expect
      .poll(
        async () =>
          (await site.db.selectFrom('spare_parts').select('id').where('group_id', '=', groupId).execute()).length,
      )
      .toBe(201);
    await screenshot(admin.page, 'dashboard-spare-group');
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/?lang=en`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Spare parts' }).click();
    await page.getByRole('link', { name: 'LM1600 spare parts' }).click();
    await page.getByText('201 parts').waitFor();
    // Rows answer the keyboard too: Enter on a focused row picks it.
    await page.getByTestId('part-row').filter({ hasText: 'LM16-0007' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Comment').inputValue()).toContain('LM16-0007');
    await page.getByTestId('part-row').filter({ hasText: 'LM16-HPT-001' }).click();
    const comment = page.getByLabel('Comment');
    await expect.poll(() => comment.inputValue()).toContain('LM16-HPT-001');
    await expect.poll(() => comment.inputValue()).toContain('HPT blade stage 1');
    await expect.poll(() => comment.inputValue()).toContain('LM16-HPT-002');
    await page.getByLabel('Name').fill('Rustam Aliyev');
    await page.getByLabel('Company').fill('Caspian Marine Services');
    await page.getByLabel('E-mail').fill('r.aliyev@caspian-marine.example');
    await solveCaptcha(page);
    await expect.poll(() => page.getByTestId('captcha-checkbox').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Successfully sended').waitFor();
    const stored = () => site.db.selectFrom('requests').selectAll().where('name', '=', 'Rustam Aliyev').execute();
    await expect.poll(async () => (await stored()).length).toBe(1);
    const [request] = await stored();
    expect(request!.text).toContain('LM16-HPT-001');
    expect(request!.lang).toBe('en');
    await screenshot(page, 'part-list-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Catalogue (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lm1600-spare-parts-catalogue.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(202);
    await context.close();
  });

  it('shows a small group as tall as its rows, and on a phone every value of a part and its Add button without sideways scrolling', async () => {
    const groupId = await addSpareGroup(site.db, 13);
    for (const viewport of [{ width: 1366, height: 900 }, PHONE, { width: 390, height: 844 }]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${site.url}/en/part-list/${groupId}`);
      await page.getByTestId('part-row').nth(12).waitFor();
      const layout = await page.evaluate(() => {
        const table = document.querySelector('table')!;
        const rows = [...document.querySelectorAll<HTMLElement>('[data-testid=part-row]')];
        const inView = (element: Element) => element.getBoundingClientRect().right <= window.innerWidth;
        return {
          rows: rows.length,
          emptyBelow: table.getBoundingClientRect().bottom - rows.at(-1)!.getBoundingClientRect().bottom,
          pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
          tableScrollsSideways: table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
          // Every cell of every row shows within the screen, and shows all of its text: number, description,
          // substitute, quantity, button.
          cut: rows.flatMap((row) =>
            [...row.querySelectorAll('td')]
              .filter(
                (cell) => cell.offsetParent !== null && (!inView(cell) || cell.scrollWidth > cell.clientWidth + 1),
              )
              .map((cell) => cell.textContent),
          ),
        };
      });
      const label = `${viewport.width} px`;
      expect(layout.rows, label).toBe(13);
      expect(layout.emptyBelow, label).toBeLessThan(2);
      expect([layout.pageScrollsSideways, layout.tableScrollsSideways, layout.cut], label).toEqual([false, false, []]);
      const cells = page.getByTestId('part-row').nth(1).locator('td');
      for (const [index, value] of ['BM000001P01', 'Rotor blade stage 1', 'BM000001P02', '1'].entries()) {
        expect(await cells.nth(index).isVisible(), `${label} ${value}`).toBe(true);
        expect((await cells.nth(index).textContent())?.endsWith(value), `${label} ${value}`).toBe(true);
      }
      const second = page.getByTestId('part-row').nth(1);
      expect(await second.getByRole('button', { name: 'Add BM000001P01 to the inquiry list' }).isVisible()).toBe(true);
      if (viewport.width < 768) await screenshot(page, `part-list-phone-${viewport.width}`);
      await context.close();
    }
    // A group larger than the first rows the server writes hydrates without a complaint on both screens.
    const larger = await addSpareGroup(site.db, 150);
    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      const { context, page } = await newPage(browser, viewport);
      const visit = await firstVisit(page, site.url, `/en/part-list/${larger}`);
      expect(visit.problems, `${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });

  it('a visitor who scrolls down to the parts while the page code is still loading keeps the page, and sees the rows where they are', async () => {
    const group = await addSpareGroup(site.db, 400);
    const { context, page } = await newPage(browser);
    // The page's code waits until the visitor has scrolled (as on a slow phone): React then hydrates a page that
    // is no longer at the top.
    let release!: () => void;
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scrolled;
      await route.continue();
    });
    const visit = firstVisit(page, site.url, `/en/part-list/${group}`);
    // The whole page has streamed in (its footer is there) before the visitor scrolls 3,000 px into the table.
    await page.waitForSelector('footer', { state: 'attached' });
    const tableTop = await page.evaluate(() => {
      const top = document.querySelector('table')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + 3000, behavior: 'instant' }); // the site scrolls smoothly; a visitor's wheel does not wait
      return top;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(tableTop + 2500);
    release();
    expect((await visit).problems).toEqual([]);
    // The row in the middle of the screen is the one that belongs there: its place in the table, counted in 49 px
    // rows from the table's first row, gives its number (BM000000P01 is the first). The virtual list draws the rows
    // of the new window in the frame after hydration: asked again until it has.
    const shown = () =>
      page.evaluate(() => {
        const middle = window.innerHeight / 2;
        const row = document.elementFromPoint(window.innerWidth / 2, middle)?.closest('tr');
        const firstRowTop = document.querySelector('tbody')!.getBoundingClientRect().top;
        return {
          part: row?.dataset.testid === 'part-row' ? row.cells[0]!.textContent : null,
          expected: Math.floor((middle - firstRowTop) / 49),
        };
      });
    await expect
      .poll(
        async () => {
          const { part, expected } = await shown();
          return expected > 50 && part === `BM${String(expected).padStart(6, '0')}P01`;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect((await shown()).expected).toBeGreaterThan(50);
    await context.close();
  });
});

describe('partners', () => {
  // The menu entry depends on every partner of the site, so this test removes them all on a site of its own.
  describe('on a site of its own', () => {
    let own: Site;
    withOwnSite((started) => (own = started));

    it('the Partners menu entry appears with the first partner and disappears with the last', async () => {
      await own.db.deleteFrom('partners').execute();
      const visitor = await newPage(browser);
      await visitor.page.goto(`${own.url}/?lang=en`);
      const nav = visitor.page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('link', { name: 'Careers' }).waitFor();
      await expect.poll(() => nav.getByRole('link', { name: 'Partners' }).count()).toBe(0);

      const admin = await newPage(browser);
      await signIn(admin.page, own.url);
      await dashboardMenu(admin.page).getByRole('link', { name: 'Partners' }).click();
      await admin.page.getByText('No partner').waitFor();
      await admin.page.getByRole('button', { name: 'Add partner' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Add partner' });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await toast(admin.page, 'Please select a file first!').waitFor();
      await dialog
        .getByTestId('image-input')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngImage(300, 120) });
      await typeIntoEditor(
        admin.page,
        dialog,
        'Text (English)',
        'Northern Drilling Services, our partner in the Caspian region.',
      );
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await toast(admin.page, 'Successfully added').waitFor();

      await visitor.page.reload();
      await nav.getByRole('link', { name: 'Partners' }).click();
      await visitor.page.getByText('Northern Drilling Services, our partner in the Caspian region.').waitFor();
      await screenshot(visitor.page, 'partners-page');

      await admin.page
        .getByTestId('partner-card')
        .getByRole('button', { name: /^Delete partner/ })
        .click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await toast(admin.page, 'Successfully deleted').waitFor();
      await visitor.page.goto(`${own.url}/?lang=en`);
      await nav.getByRole('link', { name: 'Careers' }).waitFor();
      await expect.poll(() => nav.getByRole('link', { name: 'Partners' }).count()).toBe(0);
      await visitor.context.close();
      await admin.context.close();
    });
  });

  it('unknown service and spare group ids show the not-found page', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/service/9999', '/part-list/9999', '/part-list/abc']) {
      await page.goto(`${site.url}${path}?lang=en`);
      await page.getByText("It looks like this page doesn't exist or has been removed.").waitFor();
    }
    await context.close();
  });
});
