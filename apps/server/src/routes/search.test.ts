import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_CATALOGUE } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/upload-fixtures.ts';

// Part-number search over HTTP: the query string, tRPC and the per-address limit behind a proxy. What search finds,
// and that every write keeps the index current, is tested beside the procedures (modules/search/search.test.ts).

let t: TestApp;
let auth: Record<string, string>;
let turbineGroup: number;

const createGroup = async (titles: Record<string, string>) => {
  const body = multipartBody(titles, []);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/spare',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};
const addPart = async (groupId: number, part: Record<string, unknown>) => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/spare/${groupId}/part`,
    headers: auth,
    payload: part,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};

// The search fixture's first group is enough here: what search finds is the module test's.
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  turbineGroup = await createGroup(SEARCH_CATALOGUE.turbine.titles);
  for (const part of SEARCH_CATALOGUE.turbine.parts) await addPart(turbineGroup, part);
});
afterEach(async () => {
  await t.close();
});

interface PartFound {
  id: number;
  partnumber: string;
  subst_part: string;
  description: string;
  quantity: number;
  group: { id: number; title: string };
  matched: 'partnumber' | 'subst_part' | 'description';
}
interface SearchAnswer {
  parts: PartFound[];
  products: { id: number; title: string; lang: string }[];
  services: { id: number; title: string }[];
  spares: { id: number; title: string }[];
}

const search = (q: string, lang?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams(lang ? { q, lang } : { q }).toString()}`,
    headers,
  });
const found = async (q: string, lang?: string) => {
  const response = await search(q, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
};

describe('GET /api/search and POST /api/search/lookup', () => {
  // What search finds, and how it keeps up with writes, is tested beside the procedures, in
  // packages/api/src/modules/search/search.test.ts; here, the query string, tRPC and the limit behind a proxy.
  it('reads q and lang from the query string and answers a bad one 400 with its message', async () => {
    expect((await found('L29479 G01', 'en')).parts.map((part) => part.partnumber)).toEqual([
      'L29479-G01',
      'XL29479G01A',
    ]);
    expect((await search('L')).json()).toMatchObject({
      statusCode: 400,
      message: 'Please type at least 3 letters or digits to search.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(400);
    expect((await search('L29479', 'fr')).json().message).toBe('Language must be one of de, en, ru');
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/search/lookup',
      payload: { partnumbers: ['NOPE-1'] },
    });
    expect(lookup.json()).toEqual([{ partnumber: 'NOPE-1', part: null }]);
  });

  it('suggests at most eight on GET /api/search/suggest, kept a while but never past a write', async () => {
    const suggest = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}&lang=en` });
    const first = await suggest('l29479');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      { kind: 'part', id: expect.any(Number), label: 'L29479-G01', detail: 'Fuel nozzle' },
      { kind: 'part', id: expect.any(Number), label: 'L29479-G02', detail: 'Fuel nozzle, liquid' },
      { kind: 'part', id: expect.any(Number), label: 'XL29479G01A', detail: 'Nozzle adapter' },
    ]);
    expect((await suggest('l2')).json()).toMatchObject({
      statusCode: 400,
      message: 'Please type at least 3 letters or digits to search.',
    });
    await addPart(turbineGroup, { partnumber: 'L29479-G03', description_en: 'Fuel nozzle, gas' });
    expect((await suggest('l29479')).json().map((suggestion: { label: string }) => suggestion.label)).toEqual([
      'L29479-G01',
      'L29479-G02',
      'L29479-G03',
      'XL29479G01A',
    ]);
  });

  it('answers the same through the search reader a server runs (SQLite: its thread; PostgreSQL: its search connections), and what was written at once', async () => {
    const before = await found('L29479', 'en');
    await t.restart({ searchThread: true });
    expect(await found('L29479', 'en')).toEqual(before);
    await addPart(turbineGroup, { partnumber: 'L29479-G07', description_en: 'Fuel nozzle, dual fuel' });
    expect((await found('L29479 G07', 'en')).parts.map((part) => part.partnumber)).toEqual(['L29479-G07']);
  });

  it('is public on tRPC too, with the same answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/search.query?input=${encodeURIComponent(JSON.stringify({ q: 'L29479 G01', lang: 'en' }))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toEqual(await found('L29479 G01', 'en'));
  });

  it('counts searches per address a proxy names, and answers 429 past 240 a minute', async () => {
    // The module test makes the 240 searches (packages/api/src/modules/search/search.test.ts); here one search shows
    // whose count goes up behind the proxy, and the count is then set to the limit, as 239 more searches on another
    // server would: this server learns of them when it next shares its count (once a second), and refuses from then.
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    t = await reopenTrustingProxy();
    expect((await search('L29479', 'de', from('203.0.113.7'))).statusCode).toBe(200);
    const counted = t.db.selectFrom('rate_limit_hits').where('bucket', '=', 'search');
    await expect
      .poll(() => counted.select(['address', 'hits']).execute(), { timeout: 3000 })
      .toEqual([{ address: '203.0.113.7', hits: 1 }]);
    await t.db.updateTable('rate_limit_hits').set({ hits: 240 }).where('address', '=', '203.0.113.7').execute();
    await expect
      .poll(async () => (await search('L29479', 'de', from('203.0.113.7'))).statusCode, { timeout: 3000 })
      .toBe(429);
    const refused = await search('L29479', 'de', from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many searches. Please wait a minute and try again.');
    expect((await search('L29479', 'de', from('203.0.113.8'))).statusCode).toBe(200);
  });
});

async function reopenTrustingProxy() {
  await t.close();
  return createTestApp({ trustProxy: 1 });
}
