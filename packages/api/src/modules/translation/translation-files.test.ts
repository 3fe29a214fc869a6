import ExcelJS from 'exceljs';
import xliff2js from 'xliff/xliff2js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller({ seed: true });
});
afterEach(() => t.close());

const RICH_GERMAN = '<p>Vor <strong>Ort</strong> &amp; weltweit.</p><ul><li>Boroskopie</li></ul>';

async function germanOnlyService() {
  const created = await t.admin.service.create(
    formData({ title_de: 'Boroskopie vor Ort', text_de: RICH_GERMAN }, [{ field: 'images', data: await pngImage() }]),
  );
  return created.id;
}

/** Every stored text of every translated table: what an import may and may not have changed. */
async function allTexts() {
  const texts: Record<string, string> = {};
  for (const table of ['services', 'spare_groups', 'spare_parts', 'partners', 'pages', 'page_parts'] as const) {
    const rows = (await t.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        if (/_(de|en|ru)$/.test(column)) texts[`${table}/${String(row.id)}/${column}`] = String(value);
  }
  return texts;
}

const download = async (lang: 'en' | 'ru', format: 'xliff' | 'xlsx', only = 'todo' as const) =>
  Buffer.from((await t.admin.translation.export({ lang, format, only })).base64, 'base64');

const upload = (lang: string, bytes: Buffer | string, preview: boolean, name = 'back.xlf') =>
  t.admin.translation.import(
    formData({ lang, preview: String(preview) }, [
      { field: 'file', data: Buffer.from(bytes), name, type: 'application/octet-stream' },
    ]),
  );

/** A unit of an exported XLIFF file with its target filled in, as a CAT tool writes it back. */
function translateUnit(xliff: string, unitId: string, target: string) {
  const unit = new RegExp(`(<unit id="${unitId}"[\\s\\S]*?</source>)(\\s*<target[^>]*>[\\s\\S]*?</target>)?`);
  expect(xliff).toMatch(unit);
  return xliff.replace(unit, (_, head: string) => `${head}\n        <target>${target}</target>`);
}

describe('translations out to an agency and back', () => {
  it('exports XLIFF 2.0 that a third-party parser reads, and imports only the texts the translator filled in', async () => {
    const id = await germanOnlyService();
    const xliff = (await download('en', 'xliff')).toString('utf8');

    // The `xliff` package's parser reads it: German to English, the service's two texts as units with their source.
    const parsed = (await xliff2js(xliff)) as {
      sourceLanguage: string;
      targetLanguage: string;
      resources: Record<string, Record<string, { source: unknown; target?: unknown; note?: unknown }>>;
    };
    expect(parsed).toMatchObject({ sourceLanguage: 'de', targetLanguage: 'en' });
    expect(parsed.resources.service?.[`${id}-title`]).toMatchObject({ source: 'Boroskopie vor Ort' });
    expect(parsed.resources.service?.[`${id}-title`]?.target).toBeUndefined();
    // Rich text travels as inline codes with their HTML beside them, never as markup a translator could break.
    expect(xliff).toMatch(/<source xml:space="preserve"><pc id="1" dataRefStart="d1" dataRefEnd="d1e">Vor <pc id="2"/);
    expect(xliff).toContain('<data id="d2">&lt;strong&gt;</data>');

    const translated = translateUnit(
      translateUnit(xliff, `${id}-title`, 'On-site borescope inspection'),
      `${id}-text`,
      '<pc id="1">On <pc id="2">site</pc> &amp; worldwide.</pc><pc id="3"><pc id="4">Borescope</pc></pc>',
    );
    const before = await allTexts();
    const preview = await upload('en', translated, true);
    expect(preview).toMatchObject({ applied: false, lang: 'en', format: 'xliff', refused: [] });
    expect(preview.changed.map((change) => `${change.entity}/${change.id}/${change.field}`)).toEqual([
      `service/${id}/title`,
      `service/${id}/text`,
    ]);
    expect(preview.changed[1]).toMatchObject({ before: '', after: 'On site & worldwide. Borescope' });
    expect(await allTexts()).toEqual(before);

    const applied = await upload('en', translated, false);
    expect(applied).toMatchObject({ applied: true, refused: [] });
    const after = await allTexts();
    expect(after[`services/${id}/title_en`]).toBe('On-site borescope inspection');
    expect(after[`services/${id}/text_en`]).toBe(
      '<p>On <strong>site</strong> &amp; worldwide.</p><ul><li>Borescope</li></ul>',
    );
    // Nothing else changed, and the public page shows the translation.
    const changedKeys = Object.keys(after).filter((key) => after[key] !== before[key]);
    expect(changedKeys.sort()).toEqual([`services/${id}/text_en`, `services/${id}/title_en`]);
    const list = await t.admin.translation.list({ lang: 'en', state: 'todo' });
    expect(list.filter((item) => item.entity === 'service' && item.id === id)).toEqual([]);
    // Who imported what: one row for the import, none for the preview.
    const rows = await t.db.selectFrom('activity').selectAll().where('entity', '=', 'translation').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entity_id: 'en',
      actor_kind: 'token',
      actor: 'admin',
      token_name: 'module tests',
    });
    expect(JSON.parse(rows[0]!.fields)).toEqual([`service/${id}/title`, `service/${id}/text`]);
  });

  it('round-trips an XLSX file: source and current translation for reference, only filled targets change', async () => {
    const id = await germanOnlyService();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('ru', 'xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'entity',
      'id',
      'field',
      'lang',
      'record',
      'state',
      'source',
      'current',
      'target',
    ]);
    let filled = 0;
    sheet.eachRow((row) => {
      if (row.getCell(1).text === 'service' && row.getCell(2).text === String(id)) {
        expect(row.getCell(6).text).toBe('missing');
        row.getCell(9).value = row.getCell(3).text === 'title' ? 'Бороскопия на месте' : '<p>На месте.</p>';
        filled++;
      }
    });
    expect(filled).toBe(2);
    const before = await allTexts();
    const report = await upload('ru', Buffer.from(await workbook.xlsx.writeBuffer()), false, 'back.xlsx');
    expect(report).toMatchObject({ applied: true, format: 'xlsx', refused: [] });
    expect(report.changed).toHaveLength(2);
    const after = await allTexts();
    expect(Object.keys(after).filter((key) => after[key] !== before[key])).toEqual([
      `services/${id}/title_ru`,
      `services/${id}/text_ru`,
    ]);
    expect(after[`services/${id}/text_ru`]).toBe('<p>На месте.</p>');
    // Every other row had an empty target: unchanged.
    expect(report.unchanged).toBe(sheet.rowCount - 1 - 2);
  });

  it('refuses the units whose German text changed since the export and applies the rest', async () => {
    const id = await germanOnlyService();
    const xliff = (await download('en', 'xliff')).toString('utf8');
    await t.admin.service.update({ id, title_de: 'Boroskopie weltweit' });
    const translated = translateUnit(
      translateUnit(xliff, `${id}-title`, 'On-site borescope inspection'),
      `${id}-text`,
      '<pc id="1">On site.</pc>',
    );
    const report = await upload('en', translated, false);
    expect(report.refused).toEqual([
      {
        unit: `service/${id}-title`,
        entity: 'service',
        id,
        field: 'title',
        reason: 'The German text changed since the export: translate it again from a new export',
      },
    ]);
    expect(report.changed.map((change) => change.field)).toEqual(['text']);
    const stored = await t.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title_en: '', text_en: '<p>On site.</p>' });
  });

  it('refuses a file that is wrong and writes nothing: not XLIFF or XLSX, another language, unknown ids, stripped markup, a document type, too large', async () => {
    const id = await germanOnlyService();
    const before = await allTexts();
    const activityBefore = await t.db.selectFrom('activity').select('id').execute();
    const xliff = (await download('en', 'xliff')).toString('utf8');

    expect(await refusal(upload('en', await pngImage(), false, 'photo.xlf'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file is neither XLIFF 2.0 nor XLSX',
    });
    expect(await refusal(upload('en', '<html><body>no</body></html>', false))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file is not XLIFF 2.0 (an <xliff version="2.0"> root in its namespace)',
    });
    expect(await refusal(upload('ru', xliff, true))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file is a translation into en, not ru',
    });
    expect(await refusal(upload('en', '<xliff version="2.0"><file></xliff>', true))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^The file is not well-formed XML/),
    });
    const entities = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${xliff.replace(/^<\?xml[^>]*>/, '')}`;
    expect(await refusal(upload('en', entities, true))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file declares a document type; XLIFF files have none',
    });

    // A unit of a record that does not exist: listed in the preview, and the whole file refused when applied.
    const unknown = translateUnit(xliff, `${id}-title`, 'Borescope').replace(
      `<unit id="${id}-title"`,
      '<unit id="999999-title"',
    );
    const preview = await upload('en', unknown, true);
    expect(preview.refused).toEqual([
      expect.objectContaining({
        unit: 'service/999999-title',
        id: 999999,
        reason: 'No service 999999 with a German title: it was deleted, or never existed',
      }),
    ]);
    expect(await refusal(upload('en', unknown, false))).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Nothing was imported: 1 text cannot be (service/999999-title: No service 999999 with a German title: it was deleted, or never existed)',
    });

    // Markup the sanitiser would strip, typed into a spreadsheet: refused by name, with the rest of the file.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('en', 'xlsx')) as unknown as ArrayBuffer);
    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(1).text !== 'service' || row.getCell(2).text !== String(id)) return;
      row.getCell(9).value =
        row.getCell(3).text === 'title' ? 'Borescope' : '<p onclick="steal()">Hi</p><script>alert(1)</script>';
    });
    const spreadsheet = Buffer.from(await workbook.xlsx.writeBuffer());
    const unsafe = await upload('en', spreadsheet, true, 'back.xlsx');
    expect(unsafe.refused).toEqual([
      expect.objectContaining({
        field: 'text',
        reason: 'Markup that is not allowed in a text: <p onclick="steal()"> <script>',
      }),
    ]);
    expect(await refusal(upload('en', spreadsheet, false, 'back.xlsx'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Markup that is not allowed in a text'),
    });

    expect(await refusal(upload('en', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), false))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await allTexts()).toEqual(before);
    expect(await t.db.selectFrom('activity').select('id').execute()).toEqual(activityBefore);
  });
});
