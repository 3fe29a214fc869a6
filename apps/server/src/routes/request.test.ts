import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiToken } from '@tp/api';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const inquiry = {
  name: 'Anna Petrova',
  email: 'anna@plant.example',
  company: 'Caspian Power',
  text: 'LM2500 HPT blades, 2 sets',
};
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/request', payload, headers });
const storedCount = async () => (await t.db.selectFrom('requests').select('id').execute()).length;

describe('POST /api/request', () => {
  it('stores an inquiry sent with a captcha ticket and answers 201 with it', async () => {
    const response = await send({ ...inquiry, lang: 'EN', captcha_ticket: await t.ticket() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      reference: 'TR-2026-00001',
      ...inquiry,
      lang: 'en',
      status: 'new',
      note: '',
      page: '',
      created_at: '2026-11-22T09:00:00.000Z',
      quoted_at: null,
      quotes: [],
      lines: [],
    });
    const row = await t.db.selectFrom('requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...inquiry, lang: 'en' });
  });

  it('keeps the page it was sent from, a path on this site and never another address', async () => {
    const sent = await send({ ...inquiry, page: '/en/search?q=L29479', captcha_ticket: await t.ticket() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ page: '/en/search?q=L29479' });
    for (const page of ['//evil.example/x', 'https://evil.example/', 'part-list/1', '/a b', '/x'.repeat(200)]) {
      const refused = await send({ ...inquiry, page, captcha_ticket: await t.ticket() });
      expect(refused.statusCode, page).toBe(400);
      expect(refused.json().message, page).toMatch(/^Page (must be a path on this site|is too long)/);
    }
    expect(await storedCount()).toBe(1);
  });

  it('accepts the address as email1, as the original pre-order form sends it, and defaults to German', async () => {
    const { email, ...rest } = inquiry;
    const response = await send({ ...rest, email1: email, captcha_ticket: await t.ticket() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, lang: 'de' });
  });

  it('refuses an inquiry without a ticket, with a forged, a used or an expired ticket, and stores nothing', async () => {
    const used = await t.ticket();
    expect((await send({ ...inquiry, captcha_ticket: used })).statusCode).toBe(201);
    const before = await storedCount();

    const stale = await t.ticket();
    for (const captcha_ticket of [undefined, 'forged', used]) {
      const response = await send({ ...inquiry, captcha_ticket });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'It was not confirmed that you were not a Robot',
      });
    }
    t.clock.advance(11 * 60 * 1000);
    expect((await send({ ...inquiry, captcha_ticket: stale })).statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it('needs no ticket when an admin or API token is sent', async () => {
    const apiToken = await createApiToken(t.db, t.clock.now(), 'ERP');
    expect((await send(inquiry, t.bearer(apiToken))).statusCode).toBe(201);
    expect((await send(inquiry, t.bearer(await t.signIn()))).statusCode).toBe(201);
    expect(await storedCount()).toBe(2);
  });

  it('answers 400 naming each missing field or the malformed e-mail, stores nothing and keeps the ticket usable', async () => {
    const ticket = await t.ticket();
    const missing = await send({ email: 'x@y.example', captcha_ticket: ticket });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: 'Name is required' },
        { path: ['company'], message: 'Company is required' },
      ]),
    );
    const badEmail = await send({ ...inquiry, email: 'not-an-address', captcha_ticket: ticket });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid e-mail address');
    expect(await storedCount()).toBe(0);
    expect((await send({ ...inquiry, captcha_ticket: ticket })).statusCode).toBe(201);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('GET and DELETE /api/request', () => {
  it('lists inquiries newest first and deletes one', async () => {
    const token = await t.signIn();
    await send({ ...inquiry, name: 'First' }, t.bearer(token));
    t.clock.advance(1000);
    await send({ ...inquiry, name: 'Second', lang: 'ru' }, t.bearer(token));

    const list = await t.app.inject({ method: 'GET', url: '/api/request', headers: t.bearer(token) });
    expect(list.statusCode).toBe(200);
    // Names and addresses of customers: no browser or proxy may keep a copy.
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Second', 'First']);
    expect(list.json()[0]).toEqual({
      id: expect.any(Number),
      reference: 'TR-2026-00002',
      name: 'Second',
      email: inquiry.email,
      company: inquiry.company,
      text: inquiry.text,
      lang: 'ru',
      status: 'new',
      note: '',
      page: '',
      created_at: '2026-11-22T09:00:01.000Z',
      quoted_at: null,
      quotes: [],
      lines: [],
    });

    const id = list.json()[1].id;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/request/${id}`, headers: t.bearer(token) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await storedCount()).toBe(1);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/request/${id}`, headers: t.bearer(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Request not found' });

    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/request/abc', headers: t.bearer(token) });
    expect(malformed.statusCode).toBe(400);
    expect(await storedCount()).toBe(1);
  });
});

describe('PATCH /api/request/:id and /api/request', () => {
  // The inbox's rules (partial updates, filters, several at once) are tested beside the procedures, in
  // packages/api/src/modules/request/request.test.ts; here, the statuses and query strings of HTTP.
  it('answers a change 200, a bad status 400, an unknown id 404, no token 401, and reads the filters from the query', async () => {
    const auth = t.bearer(await t.signIn());
    const id = (await send({ ...inquiry, company: 'Baltic Shipyard' }, auth)).json<{ id: number }>().id;
    const patch = (url: string, payload: object, headers: Record<string, string> = auth) =>
      t.app.inject({ method: 'PATCH', url, headers, payload });
    expect((await patch(`/api/request/${id}`, { status: 'answered' })).json()).toMatchObject({
      id,
      status: 'answered',
    });
    const wrong = await patch(`/api/request/${id}`, { status: 'done' });
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      message: 'Status must be one of new, in_progress, answered, quoted, won, lost, no_bid, archived',
    });
    expect((await patch('/api/request/9999', { status: 'archived' })).statusCode).toBe(404);
    expect((await patch(`/api/request/${id}`, { status: 'archived' }, {})).statusCode).toBe(401);
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/request${query}`, headers: auth });
    expect((await list('?status=answered&q=baltic')).json().map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await list('?status=done')).statusCode).toBe(400);
    expect((await patch('/api/request', { ids: [id, 9999], status: 'archived' })).json()).toEqual({ updated: 1 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/request',
      headers: auth,
      payload: { ids: [id] },
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
  });
});

describe('inquiries with part lines', () => {
  const lineCount = async () => (await t.db.selectFrom('request_lines').select('id').execute()).length;

  it('stores an inquiry of 30 lines with each part found (by its number or a substitute) or not, and lists them', async () => {
    const token = await t.signIn();
    const auth = t.bearer(token);
    const group = (
      await t.app.inject({ method: 'POST', url: '/api/spare', headers: auth, payload: { title_en: 'LM2500' } })
    ).json<{ id: number }>().id;
    const parts = [
      {
        partnumber: 'L30471P02',
        description_de: 'HDT-Laufschaufel Stufe 1',
        description_en: 'HPT stage 1 blade',
        subst_part: 'L30471P04',
      },
      { partnumber: '682L528G03', description_en: 'Fuel nozzle, gas' },
    ];
    for (const part of parts)
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/spare/${group}/part`, headers: auth, payload: part }))
          .statusCode,
      ).toBe(201);

    const lines = [
      { partnumber: 'l30471-p02', quantity: 2 },
      { partnumber: 'L30471 P04', quantity: '3' },
      { partnumber: '682L528G03', quantity: 1 },
      ...Array.from({ length: 27 }, (_, i) => ({ partnumber: `UNKNOWN-${i}`, quantity: i + 1 })),
    ];
    const response = await send({ ...inquiry, lang: 'de', lines, captcha_ticket: await t.ticket() });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<{ id: number; lines: unknown[] }>();
    expect(stored.lines).toHaveLength(30);
    expect(stored.lines.slice(0, 4)).toEqual([
      { partnumber: 'l30471-p02', description: 'HDT-Laufschaufel Stufe 1', quantity: 2, found: true },
      { partnumber: 'L30471 P04', description: 'HDT-Laufschaufel Stufe 1', quantity: 3, found: true },
      // No German description: the English one rather than none.
      { partnumber: '682L528G03', description: 'Fuel nozzle, gas', quantity: 1, found: true },
      { partnumber: 'UNKNOWN-0', description: '', quantity: 1, found: false },
    ]);
    expect(await lineCount()).toBe(30);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/request', headers: auth })).json<
      { id: number; lines: unknown[] }[]
    >();
    expect(listed.find((request) => request.id === stored.id)?.lines).toEqual(stored.lines);

    // Deleting the inquiry deletes its lines.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/request/${stored.id}`, headers: auth })).statusCode).toBe(
      200,
    );
    expect(await lineCount()).toBe(0);
  });

  it('stores nothing, neither inquiry nor lines, without a captcha ticket or with a bad line', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ partnumber: `P-${i}`, quantity: 1 }));
    expect((await send({ ...inquiry, lines })).statusCode).toBe(403);

    const ticket = await t.ticket();
    const bad: [unknown, string][] = [
      [Array.from({ length: 201 }, (_, i) => ({ partnumber: `P-${i}`, quantity: 1 })), 'At most 200 lines per inquiry'],
      [[{ partnumber: 'P-1', quantity: 0 }], 'Quantity must be a whole number of at least 1'],
      [[{ partnumber: 'P-1', quantity: 1.5 }], 'Quantity must be a whole number of at least 1'],
      [[{ partnumber: 'P-1', quantity: 'many' }], 'Quantity must be a whole number of at least 1'],
      [[{ partnumber: ' ', quantity: 1 }], 'Part number is required'],
      [[{ quantity: 1 }], 'Part number is required'],
      ['L30471P02', 'Lines must be a list of { partnumber, quantity }'],
    ];
    for (const [badLines, message] of bad) {
      const response = await send({ ...inquiry, lines: badLines, captcha_ticket: ticket });
      expect(response.statusCode, JSON.stringify(badLines).slice(0, 60)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedCount()).toBe(0);
    expect(await lineCount()).toBe(0);
    // The ticket was not spent on the refused attempts.
    expect(
      (await send({ ...inquiry, lines: [{ partnumber: 'P-1', quantity: 200 }], captcha_ticket: ticket })).statusCode,
    ).toBe(201);
    expect(await lineCount()).toBe(1);
  });
});
