import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOC_FILE, DOCX_FILE, EXE_FILE, ODT_FILE, PDF_FILE } from '@tp/api/testing';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const applicant = { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de', lang: 'en' };
type Upload = Parameters<typeof multipartBody>[1][number];
const pdf = (filename = 'Lebenslauf Jana Müller.pdf'): Upload => ({
  field: 'files',
  filename,
  type: 'application/pdf',
  data: PDF_FILE,
});
const send = async (
  fields: Record<string, string>,
  files: Upload[],
  url = '/api/cv',
  headers: Record<string, string> = {},
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const rows = async () => (await t.db.selectFrom('cv_applications').select('id').execute()).length;

describe('POST /api/cv', () => {
  it('stores an application with its file outside the public uploads', async () => {
    const response = await send({ ...applicant, captcha_ticket: await t.ticket() }, [pdf()]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ...applicant,
      status: 'new',
      note: '',
      created_at: '2026-11-22T09:00:00.000Z',
      files: [
        {
          id: expect.any(Number),
          application_id: expect.any(Number),
          original_name: 'Lebenslauf Jana Müller.pdf',
          mime_type: 'application/pdf',
          size: PDF_FILE.length,
        },
      ],
    });
    expect(await t.storedFiles()).toEqual([]);
    expect(await t.storedFiles('private')).toHaveLength(1);
  });

  it('accepts DOC, DOCX and ODT files, at most two', async () => {
    const token = await t.signIn();
    const ok = await send(
      applicant,
      [
        { field: 'files', filename: 'cv.docx', type: 'application/octet-stream', data: DOCX_FILE },
        { field: 'files', filename: 'cv.odt', type: '', data: ODT_FILE },
      ],
      '/api/cv',
      t.bearer(token),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().files.map((f: { mime_type: string }) => f.mime_type)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
    ]);
    const three = await send(
      applicant,
      [pdf(), pdf(), { field: 'files', filename: 'x.doc', type: 'application/msword', data: DOC_FILE }],
      '/api/cv',
      t.bearer(token),
    );
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe('At most 2 files can be sent.');
  });

  it('refuses an executable renamed .pdf, an image and a missing file, leaving no row and no file', async () => {
    const token = t.bearer(await t.signIn());
    const exe = await send(
      applicant,
      [{ field: 'files', filename: 'cv.pdf', type: 'application/pdf', data: EXE_FILE }],
      '/api/cv',
      token,
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Only PDF, DOC, DOCX or ODT files can be sent.');
    const image = await send(
      applicant,
      [pdf(), { field: 'files', filename: 'photo.pdf', type: 'application/pdf', data: await pngImage() }],
      '/api/cv',
      token,
    );
    expect(image.statusCode).toBe(415);
    const none = await send(applicant, [], '/api/cv', token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please attach your CV (PDF, DOC, DOCX or ODT).');
    const huge = await send(
      applicant,
      [
        {
          field: 'files',
          filename: 'big.pdf',
          type: 'application/pdf',
          data: Buffer.concat([PDF_FILE, Buffer.alloc(10 * 1024 * 1024)]),
        },
      ],
      '/api/cv',
      token,
    );
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toBe(0);
    expect(await t.storedFiles('private')).toEqual([]);
  });

  it('takes the ticket from a header or a field ahead of the files, and reads no file before a live one', async () => {
    const byHeader = await send(applicant, [pdf()], '/api/cv', { 'x-captcha-ticket': await t.ticket() });
    expect(byHeader.statusCode).toBe(201);

    // A ticket sent after the files comes too late: the first file is where the reading stops.
    const filesFirst = multipartBody({ ...applicant, captcha_ticket: await t.ticket() }, [pdf()], 'files first');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: filesFirst.payload,
      headers: filesFirst.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('It was not confirmed that you were not a Robot');
    expect(await rows()).toBe(1);
    expect(await t.storedFiles('private')).toHaveLength(1);
  });

  it('refuses a visitor without a captcha ticket before any file touches the disk', async () => {
    const response = await send(applicant, [pdf()]);
    expect(response.statusCode).toBe(403);
    expect(await rows()).toBe(0);
    expect(await t.storedFiles('private')).toEqual([]);
    // With the private folder made unwritable, any attempt to store the file would fail with a 500: it is a 403.
    if (t.files.folders) fs.writeFileSync(t.files.folders.private, 'not a folder');
    const forged = await send({ ...applicant, captcha_ticket: 'forged' }, [pdf()]);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('It was not confirmed that you were not a Robot');
  });

  it('answers 400 naming a missing name or a malformed e-mail', async () => {
    const response = await send(
      { ...applicant, first_name: '', email: 'jana(at)example', captcha_ticket: await t.ticket() },
      [pdf()],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: ['first_name'], message: 'First name is required' },
        { path: ['email'], message: 'Please enter a valid e-mail address' },
      ]),
    );
  });

  it('works through tRPC with FormData over real HTTP, as the web app sends it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...applicant, captcha_ticket: await t.ticket() }))
      form.append(key, value);
    form.append('files', new Blob([PDF_FILE], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${address}/trpc/cv.create`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { files: { original_name: string }[] } } };
    expect(body.result.data.files[0]?.original_name).toBe('cv.pdf');
    expect(await t.storedFiles('private')).toHaveLength(1);
  });
});

describe('reading and downloading applications', () => {
  it('lists applications, downloads a file with its original name only for the administrator, and deletes them with their files', async () => {
    const created = (await send({ ...applicant, captcha_ticket: await t.ticket() }, [pdf()])).json();
    const token = await t.signIn();
    const list = await t.app.inject({ method: 'GET', url: '/api/cv', headers: t.bearer(token) });
    expect(list.json()).toEqual([created]);

    const fileId = created.files[0].id;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/cv-files/${fileId}` });
    expect(anonymous.statusCode).toBe(401);
    const download = await t.app.inject({ method: 'GET', url: `/api/cv-files/${fileId}`, headers: t.bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf Jana M_ller.pdf"; filename*=UTF-8''${encodeURIComponent('Lebenslauf Jana Müller.pdf')}`,
    );
    expect(download.rawPayload.equals(PDF_FILE)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/cv-files/999', headers: t.bearer(token) })).statusCode).toBe(
      404,
    );

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/cv/${created.id}`, headers: t.bearer(token) });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.storedFiles('private')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cv/${created.id}`, headers: t.bearer(token) })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/cv/:id', () => {
  // The application's rules (partial updates, statuses) are tested beside the procedures, in
  // packages/api/src/modules/cv/cv.test.ts; here, the statuses HTTP gives them.
  it('answers a change 200, a wrong status 400, an unknown id 404 and no token 401', async () => {
    const created = (await send({ ...applicant, captcha_ticket: await t.ticket() }, [pdf()])).json();
    const token = await t.signIn();
    const patch = (id: number, payload: object, headers: Record<string, string> = t.bearer(token)) =>
      t.app.inject({ method: 'PATCH', url: `/api/cv/${id}`, headers, payload });
    expect((await patch(created.id, { note: 'Interview on Monday' })).json()).toEqual({
      ...created,
      note: 'Interview on Monday',
    });
    expect((await patch(created.id, { status: 'hired' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Status must be one of new, in_progress, answered, archived',
    });
    expect((await patch(9999, { status: 'archived' })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Application not found',
    });
    expect((await patch(created.id, { status: 'archived' }, {})).statusCode).toBe(401);
  });
});
