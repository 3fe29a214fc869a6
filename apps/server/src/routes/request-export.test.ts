import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterEach(async () => {
  await t.close();
});

const download = (format: 'csv' | 'xlsx', query = '', headers = auth) =>
  t.app.inject({ method: 'GET', url: `/api/request/export.${format}${query}`, headers });
const send = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/request', headers: auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
};

/** An inquiry of two lines (one part listed, one not) and, a second later, an answered one without lines. */
async function twoInquiries() {
  const group = (
    await t.app.inject({ method: 'POST', url: '/api/spare', headers: auth, payload: { title_en: 'LM2500' } })
  ).json<{ id: number }>().id;
  await t.app.inject({
    method: 'POST',
    url: `/api/spare/${group}/part`,
    headers: auth,
    payload: { partnumber: 'L30471P02', description_de: 'HDT-Laufschaufel', description_en: 'HPT blade' },
  });
  await send({
    name: 'Anna Petrova',
    email: 'anna@plant.example',
    company: 'Caspian Power',
    text: 'LM2500 blades',
    lang: 'de',
    page: '/part-list/1',
    lines: [
      { partnumber: 'L30471P02', quantity: 2 },
      { partnumber: 'X-9', quantity: 5 },
    ],
  });
  t.clock.advance(1000);
  const second = await send({
    name: 'Jonas Weber',
    email: 'jonas@rotor.example',
    company: 'Rotor AG',
    text: 'Overhaul, "urgent"\nplease call',
    lang: 'ru',
  });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/request/${second}`,
    headers: auth,
    payload: { status: 'answered', note: 'Quote sent' },
  });
}

const HEADINGS =
  '"Reference","Received","Status","Name","Company","E-mail","Language","Comment","Note","Page","Part number","Description","Quantity","Found"';
const ANSWERED_ROW =
  '"TR-2026-00002","2026-11-22T09:00:01.000Z","answered","Jonas Weber","Rotor AG","jonas@rotor.example","ru","Overhaul, ""urgent""\nplease call","Quote sent","","","","",""';
const LINE_ROWS = [
  '"TR-2026-00001","2026-11-22T09:00:00.000Z","new","Anna Petrova","Caspian Power","anna@plant.example","de","LM2500 blades","","/part-list/1","L30471P02","HDT-Laufschaufel","2","yes"',
  '"TR-2026-00001","2026-11-22T09:00:00.000Z","new","Anna Petrova","Caspian Power","anna@plant.example","de","LM2500 blades","","/part-list/1","X-9","","5","no"',
];
const csvFile = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** The sheet's rows as CSV lines, empty cells as "", to compare with the CSV download. */
async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // This export writes texts and numbers only: any other value would show here as [object Object] and fail.
    const cells = Array.from({ length: 14 }, (_, index) => row.getCell(index + 1).value as string | number | null);
    lines.push(cells.map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`).join(','));
  });
  return { workbook, sheet, lines };
}

describe('GET /api/request/export.csv and .xlsx', () => {
  it('answers 401 without a valid token, for both formats', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      for (const headers of [{}, t.bearer('not-a-token')]) {
        const response = await download(format, '', headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in required' });
      }
    }
  });

  it('gives one CSV row per line, newest inquiry first, an inquiry without lines as one row, as a private dated attachment', async () => {
    await twoInquiries();
    const response = await download('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="requests-2026-11-22.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(csvFile([HEADINGS, ANSWERED_ROW, ...LINE_ROWS]));
  });

  it('filters by status and text as GET /api/request does', async () => {
    await twoInquiries();
    expect((await download('csv', '?status=answered')).body).toBe(csvFile([HEADINGS, ANSWERED_ROW]));
    expect((await download('csv', '?q=caspian')).body).toBe(csvFile([HEADINGS, ...LINE_ROWS]));
    expect((await download('csv', '?status=new&q=LM2500')).body).toBe(csvFile([HEADINGS, ...LINE_ROWS]));
    expect((await download('csv', '?status=new&q=Rotor')).body).toBe(csvFile([HEADINGS]));
    // An empty text is no filter; an empty status is no status, refused there as here.
    expect((await download('csv', '?q=')).body).toBe(csvFile([HEADINGS, ANSWERED_ROW, ...LINE_ROWS]));
    const list = await t.app.inject({ method: 'GET', url: '/api/request?status=', headers: auth });
    expect(list.statusCode).toBe(400);
    expect((await download('csv', '?status=')).json()).toEqual(list.json());
  });

  it('neutralises cells a spreadsheet would run as formulas, in both formats', async () => {
    await send({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'x@evil.example',
      company: '+1 Corp',
      text: '@SUM(A1)',
      lines: [{ partnumber: '-5', quantity: 1 }],
    });
    const expected =
      '"TR-2026-00001","2026-11-22T09:00:00.000Z","new","\'=HYPERLINK(""http://evil.example"",""Click"")","\'+1 Corp","x@evil.example","de","\'@SUM(A1)","","","\'-5","","1","no"';
    expect((await download('csv')).body).toBe(csvFile([HEADINGS, expected]));

    const { sheet, lines } = await sheetOf((await download('xlsx')).rawPayload);
    expect(lines).toEqual([HEADINGS, expected]);
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('D2').formula).toBeUndefined();
  });

  it('gives the same rows as an XLSX sheet "Requests": bold, frozen headings and quantities as numbers', async () => {
    await twoInquiries();
    const response = await download('xlsx', '?status=new');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="requests-2026-11-22.xlsx"');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const { workbook, sheet, lines } = await sheetOf(response.rawPayload);
    expect(workbook.worksheets.map((each) => each.name)).toEqual(['Requests']);
    expect(lines).toEqual([HEADINGS, ...LINE_ROWS]);
    expect(sheet.getCell('M2').value).toBe(2);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(8).width).toBeGreaterThan(sheet.getColumn(7).width!); // the comment wider than the language

    const all = await sheetOf((await download('xlsx')).rawPayload);
    expect(all.lines).toEqual([HEADINGS, ANSWERED_ROW, ...LINE_ROWS]);
  });

  it('answers 400 for a bad filter, with the body GET /api/request gives, and records no activity', async () => {
    const activityBefore = await t.db.selectFrom('activity').select('id').execute();
    const list = await t.app.inject({ method: 'GET', url: '/api/request?status=done', headers: auth });
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await download(format, '?status=done');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(list.json());
      expect(response.json().message).toBe(
        'Status must be one of new, in_progress, answered, quoted, won, lost, no_bid, archived',
      );
    }
    expect((await download('csv', `?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect(await t.db.selectFrom('activity').select('id').execute()).toEqual(activityBefore);
  });

  it('is in the OpenAPI document as an admin download with the list filters', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const format of ['csv', 'xlsx']) {
      const operation = document.paths[`/request/export.${format}`].get;
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['status', 'q']);
      expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '503']);
    }
  });
});
