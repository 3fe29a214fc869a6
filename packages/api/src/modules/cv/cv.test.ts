import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXE_FILE, PDF_FILE } from '../../testing/document-fixtures.ts';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Applications as browsers send them (multipart order, the ticket as a header, size limits, downloads) are tested
// over HTTP in apps/server/src/routes/cv.test.ts; here, the application's rules.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const applicant = { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de', lang: 'en' };
const document = (data: Buffer, name = 'Lebenslauf Jana Müller.pdf') => ({
  field: 'files',
  data,
  name,
  type: 'application/pdf',
});
const apply = async (files = [document(PDF_FILE)]) =>
  t.visitor().cv.create(formData({ ...applicant, captcha_ticket: await t.ticket() }, files));

describe('cv procedures', () => {
  it('store an application with its file in the private folder, give its record, and delete both', async () => {
    const created = await apply();
    expect(created.files).toEqual([
      expect.objectContaining({ original_name: 'Lebenslauf Jana Müller.pdf', mime_type: 'application/pdf' }),
    ]);
    expect(await t.storedFiles('private')).toHaveLength(1);
    expect(await t.admin.cv.list()).toEqual([created]);
    expect(await t.admin.cv.file({ id: created.files[0]!.id })).toMatchObject({
      original_name: 'Lebenslauf Jana Müller.pdf',
    });
    expect(await t.admin.cv.delete({ id: created.id })).toEqual({ ok: true });
    expect(await t.storedFiles('private')).toEqual([]);
    expect(await refusal(t.admin.cv.file({ id: created.files[0]!.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'File not found',
    });
    expect(await refusal(t.visitor().cv.list())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuse a program named .pdf, a picture and no file at all, leaving no row and no file', async () => {
    expect(await refusal(apply([document(EXE_FILE, 'cv.pdf')]))).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PDF, DOC, DOCX or ODT files can be sent.',
    });
    expect(await refusal(apply([document(PDF_FILE), document(await pngImage(), 'photo.pdf')]))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refusal(apply([]))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please attach your CV (PDF, DOC, DOCX or ODT).',
    });
    expect(await t.admin.cv.list()).toEqual([]);
    expect(await t.storedFiles('private')).toEqual([]);
  });

  it('set the status or the note, keep the field not sent and the files, and refuse a wrong status', async () => {
    const created = await apply();
    const noted = await t.admin.cv.update({ id: created.id, note: 'Interview on Monday' });
    expect(noted).toEqual({ ...created, note: 'Interview on Monday' });
    expect(await t.admin.cv.update({ id: created.id, status: 'in_progress' })).toEqual({
      ...created,
      status: 'in_progress',
      note: 'Interview on Monday',
    });
    // An inquiry's quote statuses are not an application's.
    for (const status of ['hired', 'won'] as string[] as 'new'[])
      expect(await refusal(t.admin.cv.update({ id: created.id, status }))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Status must be one of new, in_progress, answered, archived',
      });
    expect(await refusal(t.admin.cv.update({ id: created.id }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(t.admin.cv.update({ id: 9999, status: 'archived' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Application not found',
    });
    const stored = await t.db.selectFrom('cv_applications').select(['status', 'note']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'in_progress', note: 'Interview on Monday' });
  });
});
