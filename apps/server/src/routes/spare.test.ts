import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

let t: TestApp;
let auth: Record<string, string>;
let groupId: number;
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  const body = multipartBody(
    {
      title_de: 'LM2500 Ersatzteile',
      title_en: 'LM2500 spare parts',
      title_ru: 'Запчасти LM2500',
      text_en: '<p>OEM</p>',
    },
    [{ field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() }],
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/spare',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(created.statusCode).toBe(201);
  groupId = created.json().id;
});
afterEach(async () => {
  await t.close();
});

const part = {
  partnumber: 'L30471P02',
  description_de: 'HDT-Laufschaufel',
  description_en: 'HPT blade',
  description_ru: 'Лопатка ТВД',
  subst_part: 'L30471P03',
  quantity: 12,
};
const getGroup = async () => (await t.app.inject({ method: 'GET', url: `/api/spare/${groupId}` })).json();
const importFile = async (data: Buffer, filename: string, preview: boolean) => {
  const body = multipartBody({ preview: String(preview) }, [
    { field: 'file', filename, type: 'application/octet-stream', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/spare/${groupId}/import`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
};

describe('spare groups and parts', () => {
  // The rules of parts (validation, partial updates, unknown groups) are tested beside the procedures
  // (packages/api/src/modules/spare/spare.test.ts); here, the statuses and URLs of HTTP.
  it('answers a new part 201, a change 200, bad input 400 and an unknown group or part 404', async () => {
    const group = await getGroup();
    expect(group).toMatchObject({ id: groupId, title_en: 'LM2500 spare parts', text_en: '<p>OEM</p>', parts: [] });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/spare/${groupId}/part`,
      headers: auth,
      payload: part,
    });
    expect(created.statusCode).toBe(201);
    const partUrl = `/api/spare/${groupId}/part/${created.json().id}`;
    const updated = await t.app.inject({ method: 'PATCH', url: partUrl, headers: auth, payload: { quantity: '7' } });
    expect(updated.json()).toEqual({ ...created.json(), quantity: 7 });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/spare/${groupId}/part`,
      headers: auth,
      payload: { ...part, quantity: 1.5 },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Quantity must be a whole number' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/spare/999/part', headers: auth, payload: part })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: partUrl, headers: auth })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'DELETE', url: partUrl, headers: auth })).statusCode).toBe(404);
  });

  it('updates titles and texts, adds and removes images (PATCH /spare/:id, image/add, image/delete)', async () => {
    const group = await getGroup();
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/spare/${groupId}`,
      headers: auth,
      payload: {
        title_de: 'LM2500/LM2500+ Ersatzteile',
        title_en: 'LM2500 and LM2500+ parts',
        title_ru: 'Запчасти LM2500',
        text_de: '',
        text_en: '<p>New <em>and</em> overhauled</p>',
        text_ru: '',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title_en: 'LM2500 and LM2500+ parts',
      text_en: '<p>New <em>and</em> overhauled</p>',
      images: group.images,
    });
    const noTitle = await t.app.inject({
      method: 'PATCH',
      url: `/api/spare/${groupId}`,
      headers: auth,
      payload: { title_de: '', title_en: '', title_ru: '' },
    });
    expect(noTitle.statusCode).toBe(400);

    const body = multipartBody({}, [{ field: 'image', filename: 'b.png', type: 'image/png', data: await pngImage() }]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/spare/${groupId}/image/add`,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().images).toHaveLength(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/spare/${groupId}/image/delete`,
      headers: auth,
      payload: { path: group.images[0] },
    });
    expect(removed.json().images).toEqual([added.json().images[1]]);
    expect(await t.storedFiles()).toEqual([added.json().images[1]]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/spare/${groupId}/image/delete`,
      headers: auth,
      payload: { path: group.images[0] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a group with its parts and images', async () => {
    await t.app.inject({ method: 'POST', url: `/api/spare/${groupId}/part`, headers: auth, payload: part });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/spare/${groupId}`, headers: auth })).json()).toEqual({
      ok: true,
    });
    expect(await t.db.selectFrom('spare_parts').selectAll().execute()).toEqual([]);
    expect(await t.storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/spare/${groupId}` })).statusCode).toBe(404);
  });
});

describe('bulk import', () => {
  const csv = [
    'partnumber,description_de,description_en,description_ru,subst_part,quantity',
    'L30471P02,HDT-Laufschaufel,HPT blade (new),Лопатка ТВД,L30471P03,20',
    '0012345,"Dichtung, Satz",Seal kit,Комплект уплотнений,,5',
    ',no number,,,,1',
    'X-1,Teil,Part,Деталь,,2.5',
    '0012345,Doppelt,Duplicate,Дубль,,1',
  ].join('\n');

  it('previews what would change without writing, then imports in one go', async () => {
    const { id: partId } = (
      await t.app.inject({ method: 'POST', url: `/api/spare/${groupId}/part`, headers: auth, payload: part })
    ).json<{ id: number }>();
    const revisionsOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/revisions/spare-part/${id}`, headers: auth })).json<
        { action: string; fields_changed: string[]; user: { login: string } }[]
      >();
    expect(await revisionsOf(partId)).toHaveLength(1);
    const preview = await importFile(Buffer.from(csv), 'parts.csv', true);
    expect(preview.statusCode).toBe(200);
    const plan = preview.json();
    expect(plan.applied).toBe(false);
    expect(plan.add.map((p: { partnumber: string }) => p.partnumber)).toEqual(['0012345']);
    expect(plan.change).toEqual([
      expect.objectContaining({ partnumber: 'L30471P02', row: 2, fields: ['description_en', 'quantity'] }),
    ]);
    expect(plan.invalid).toEqual([
      { row: 4, partnumber: '', reason: 'Part number is required' },
      { row: 5, partnumber: 'X-1', reason: 'Quantity must be a whole number' },
      { row: 6, partnumber: '0012345', reason: 'The part number is already in row 3' },
    ]);
    expect((await getGroup()).parts).toHaveLength(1);
    expect(await revisionsOf(partId)).toHaveLength(1);
    // As if the part had been there before history began: the import keeps its state then as the baseline.
    await t.db.deleteFrom('revisions').where('entity', '=', 'spare-part').where('record_id', '=', partId).execute();

    const applied = (await importFile(Buffer.from(csv), 'parts.csv', false)).json();
    expect(applied.applied).toBe(true);
    const parts = (await getGroup()).parts;
    expect(parts).toEqual([
      { ...part, id: expect.any(Number), description_en: 'HPT blade (new)', quantity: 20 },
      {
        id: expect.any(Number),
        partnumber: '0012345',
        description_de: 'Dichtung, Satz',
        description_en: 'Seal kit',
        description_ru: 'Комплект уплотнений',
        subst_part: '',
        quantity: 5,
      },
    ]);
    // Each part the import changed or added has its revision, by the one who imported, like an edit by hand.
    const [changed, baseline] = await revisionsOf(partId);
    expect(changed).toMatchObject({
      action: 'update',
      fields_changed: ['description_en', 'quantity'],
      user: { login: 'admin' },
    });
    expect(baseline).toMatchObject({ action: 'baseline', fields_changed: [], user: null });
    expect(await revisionsOf(parts[1].id)).toEqual([
      expect.objectContaining({ action: 'create', user: expect.objectContaining({ login: 'admin' }) }),
    ]);
    // Imported again, nothing changes and no revision is added.
    await importFile(Buffer.from(csv), 'parts.csv', false);
    expect(await revisionsOf(partId)).toHaveLength(2);
  });

  it('reads XLSX, keeping part numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Parts');
    sheet.addRow(['partnumber', 'description_de', 'description_en', 'description_ru', 'subst_part', 'quantity']);
    sheet.addRow(['9334M41P05', 'Zündkerze', 'Igniter plug', 'Свеча зажигания', '', 8]);
    const applied = (await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'parts.xlsx', false)).json();
    expect(applied.add).toHaveLength(1);
    expect((await getGroup()).parts[0]).toMatchObject({
      partnumber: '9334M41P05',
      description_en: 'Igniter plug',
      quantity: 8,
    });
  });

  it('refuses a file without the partnumber column and writes nothing', async () => {
    const response = await importFile(Buffer.from('number;text\n1;2'), 'parts.csv', false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The first row must name the columns/);
    expect((await getGroup()).parts).toEqual([]);
  });
});

describe('catalogue download', () => {
  it('serves every group as XLSX and CSV in the visitor language, without prices', async () => {
    await t.app.inject({ method: 'POST', url: `/api/spare/${groupId}/part`, headers: auth, payload: part });
    await t.app.inject({
      method: 'POST',
      url: `/api/spare/${groupId}/part`,
      headers: auth,
      payload: { ...part, partnumber: '=HYPERLINK("x")', description_ru: 'Опасная ячейка' },
    });

    const csvResponse = await t.app.inject({ method: 'GET', url: `/api/spare/${groupId}/catalogue.csv?lang=ru` });
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['content-disposition']).toBe('attachment; filename="lm2500-catalogue.csv"');
    const lines = csvResponse.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"Номер детали","Описание","Заменяющая деталь","Количество"',
      '"L30471P02","Лопатка ТВД","L30471P03","12"',
      '"\'=HYPERLINK(""x"")","Опасная ячейка","L30471P03","12"',
    ]);

    const xlsxResponse = await t.app.inject({ method: 'GET', url: `/api/spare/${groupId}/catalogue.xlsx?lang=en` });
    expect(xlsxResponse.headers['content-disposition']).toBe(
      'attachment; filename="lm2500-spare-parts-catalogue.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Part number', 'Description', 'Substitute part', 'Quantity']);
    expect(rows[1]).toEqual(['L30471P02', 'HPT blade', 'L30471P03', 12]);
    expect(rows).toHaveLength(3);

    expect((await t.app.inject({ method: 'GET', url: '/api/spare/999/catalogue.xlsx' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/spare/${groupId}/catalogue.pdf` })).statusCode).toBe(404);
  });
});
