import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteExpiredInquiries } from '@tp/api';
import { RETENTION_MONTHS_INVALID } from '@tp/schemas';
import { runHousekeeping, scheduleHousekeeping } from '../housekeeping/daily-housekeeping.ts';
import { PDF_FILE } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/upload-fixtures.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 22 Nov 2026 (the test clock's start) to 22 Nov 2028: 2027 has 365 days, 2028 has 366. */
const TWENTY_FOUR_MONTHS_MS = 731 * DAY_MS;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// Sessions expire while the clock moves on by months: each call signs in afresh.
const auth = async () => t.bearer(await t.signIn());

async function sendRequest(name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/request',
    headers: await auth(),
    payload: {
      name,
      email: `${name.toLowerCase()}@plant.example`,
      company: 'Caspian Power',
      text: 'Blades',
      lines: [
        { partnumber: 'LM2500-1', quantity: 2 },
        { partnumber: 'LM2500-2', quantity: 1 },
      ],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function sendApplication(firstName: string) {
  const pdf = (filename: string) => ({ field: 'files', filename, type: 'application/pdf', data: PDF_FILE });
  const body = multipartBody(
    { first_name: firstName, last_name: 'Müller', email: `${firstName.toLowerCase()}@example.de`, lang: 'de' },
    [pdf('cv.pdf'), pdf('zeugnis.pdf')],
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cv',
    payload: body.payload,
    headers: { ...body.headers, ...(await auth()) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const ids = async (table: 'requests' | 'cv_applications') =>
  (await t.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
const lineOwners = async () =>
  (await t.db.selectFrom('request_lines').select('request_id').orderBy('request_id').execute()).map(
    (row) => row.request_id,
  );
const fileOwners = async () =>
  (await t.db.selectFrom('cv_files').select('application_id').orderBy('application_id').execute()).map(
    (row) => row.application_id,
  );
const storedFiles = async () =>
  (await t.db.selectFrom('cv_files').select('stored_name').execute())
    .map((row) => `private/cv/${row.stored_name}`)
    .sort();
const sweep = () => deleteExpiredInquiries({ db: t.db, files: t.files }, t.clock.now());

/** A log that keeps what it is told, as the server's logger would write it. */
function capturingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const keep = (fields: Record<string, unknown>, message: string) => lines.push({ fields, message });
  return { lines, log: { info: keep, error: keep } as never };
}

describe('the daily sweep', () => {
  it('deletes requests and applications older than 24 calendar months with their lines and files, and keeps newer ones', async () => {
    const oldRequest = await sendRequest('Anna');
    const oldApplication = await sendApplication('Jana');
    t.clock.advance(400 * DAY_MS);
    const newRequest = await sendRequest('Boris');
    const newApplication = await sendApplication('Lena');
    expect(await t.storedFiles('private')).toHaveLength(4);

    // An hour short of 24 months, the oldest are not yet expired.
    t.clock.advance(TWENTY_FOUR_MONTHS_MS - 400 * DAY_MS - HOUR_MS);
    expect(await sweep()).toEqual({ requests: 0, applications: 0, files: 0 });
    expect(await ids('requests')).toEqual([oldRequest, newRequest]);
    expect(await ids('cv_applications')).toEqual([oldApplication, newApplication]);

    t.clock.advance(2 * HOUR_MS);
    const { lines, log } = capturingLog();
    await runHousekeeping({ db: t.db, files: t.files, now: t.clock.now }, log);

    expect(await ids('requests')).toEqual([newRequest]);
    expect(await lineOwners()).toEqual([newRequest, newRequest]);
    expect(await ids('cv_applications')).toEqual([newApplication]);
    expect(await fileOwners()).toEqual([newApplication, newApplication]);
    // The files left are exactly those rows name: none orphaned, none missing.
    expect(await t.storedFiles('private')).toEqual(await storedFiles());
    expect(await t.storedFiles('private')).toHaveLength(2);
    // The log counts; it names nobody.
    expect(lines).toEqual([
      { fields: { requests: 1, applications: 1, files: 2 }, message: 'expired requests and applications deleted' },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Anna|Jana|example/);

    // A round with nothing to delete says nothing.
    await runHousekeeping({ db: t.db, files: t.files, now: t.clock.now }, log);
    expect(lines).toHaveLength(1);
  });

  it('keeps everything when the period is 0, and applies a new period at the next round', async () => {
    const request = await sendRequest('Anna');
    const application = await sendApplication('Jana');
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/retention',
      headers: await auth(),
      payload: { months: 0 },
    });
    expect(update.json()).toEqual({ months: 0 });

    t.clock.advance(10 * 366 * DAY_MS);
    expect(await sweep()).toEqual({ requests: 0, applications: 0, files: 0 });
    expect(await ids('requests')).toEqual([request]);
    expect(await ids('cv_applications')).toEqual([application]);
    expect(await t.storedFiles('private')).toHaveLength(2);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/retention',
      headers: await auth(),
      payload: { months: 120 },
    });
    expect(await sweep()).toEqual({ requests: 1, applications: 1, files: 2 });
    expect(await ids('requests')).toEqual([]);
    expect(await lineOwners()).toEqual([]);
    expect(await ids('cv_applications')).toEqual([]);
    expect(await fileOwners()).toEqual([]);
    expect(await t.storedFiles('private')).toEqual([]);
  });

  it('runs shortly after the start, then once a period, and no more once stopped', async () => {
    await sendRequest('Anna');
    t.clock.advance(TWENTY_FOUR_MONTHS_MS + DAY_MS);
    let rounds = 0;
    const now = () => {
      rounds += 1;
      return t.clock.now();
    };
    const { lines, log } = capturingLog();
    const housekeeping = scheduleHousekeeping({
      deps: { db: t.db, files: t.files, now },
      log,
      firstAfterMs: 20,
      everyMs: 50,
    });
    while (rounds < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await housekeeping.stop();
    expect(lines.map((line) => line.fields)).toEqual([{ requests: 1, applications: 0, files: 0 }]);
    const done = rounds;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rounds).toBe(done);
  });
});

describe('GET and PATCH /api/settings/retention', () => {
  // The period's rules are tested beside the procedures (packages/api/src/modules/retention/retention.test.ts).
  it('answers the period, a change, 400 for a bad one and 401 without a token', async () => {
    const headers = await auth();
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/retention', headers })).json()).toEqual({
      months: 24,
    });
    const patch = (payload: object, withToken: Record<string, string> = headers) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings/retention', headers: withToken, payload });
    expect((await patch({ months: 6 })).json()).toEqual({ months: 6 });
    const refused = await patch({ months: 121 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RETENTION_MONTHS_INVALID);
    expect((await patch({ months: 1 }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/retention' })).statusCode).toBe(401);
  });
});
