import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_VERSION_POLL_MS, createDb, engineOf } from '@tp/db';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Public reads are answered from memory until the database changes (plugins/read-cache.ts). What a client must
// never notice: a stale answer after any write, from this server or from another process on the same file.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.signIn();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const trpcBatch = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
const serviceTitle = async (id: number) => (await get(`/api/service/${id}`)).json<{ title_en: string }>().title_en;
const trpcServiceTitle = async (id: number) =>
  (await get(trpcBatch('service.byId', { id }))).json<[{ result: { data: { title_en: string } } }]>()[0].result.data
    .title_en;

describe('the read cache', () => {
  it('answers a repeated read with the same body and headers, and a revalidation with 304', async () => {
    const first = await get('/api/component/navbar');
    const second = await get('/api/component/navbar');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'etag', 'cache-control'])
      expect(second.headers[header]).toBe(first.headers[header]);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    const revalidated = await get('/api/component/navbar', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends a kept answer compressed in the encoding the client prefers, compressing it once, not on every answer', async () => {
    const plain = (await get('/api/component/navbar')).body;
    expect(plain.length).toBeGreaterThan(1024);
    // Compressions of the navbar's answer (this cache's and the compression plugin's alike go through node:zlib).
    const compressions = { br: vi.spyOn(zlib, 'brotliCompressSync'), gzip: vi.spyOn(zlib, 'gzipSync') };
    const ofThisBody = (spy: (typeof compressions)['br']) =>
      spy.mock.calls.filter(([input]) => Buffer.byteLength(input as Buffer) === Buffer.byteLength(plain)).length;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['GZIP', 'gzip', zlib.gunzipSync],
      ['br;q=0.5, x-gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (const round of [1, 2, 3]) {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/component/navbar',
          headers: { 'accept-encoding': accepted },
        });
        expect(answer.statusCode, `${accepted} #${round}`).toBe(200);
        expect(answer.headers['content-encoding'], `${accepted} #${round}`).toBe(encoding);
        expect(answer.headers.vary).toContain('accept-encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain);
      }
    }
    expect(ofThisBody(compressions.br)).toBe(1);
    expect(ofThisBody(compressions.gzip)).toBe(1);
    compressions.br.mockRestore();
    compressions.gzip.mockRestore();
    for (const headers of [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ] as Record<string, string>[]) {
      const answer = await get('/api/component/navbar', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain);
    }
    // An encoding this cache leaves to the compression plugin is still honoured.
    const deflated = await t.app.inject({
      method: 'GET',
      url: '/api/component/navbar',
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflated.rawPayload).toString('utf8')).toBe(plain);
  });

  it('answers tRPC reads as tRPC does, from the second read on too', async () => {
    const url = trpcBatch('navbar.get', undefined);
    const [first, second] = [await get(url), await get(url)];
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()[0].result.data).toEqual((await get('/api/component/navbar')).json());
  });

  it('shows a change made through REST at once, on REST and on tRPC', async () => {
    await serviceTitle(1);
    await trpcServiceTitle(1);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/service/1',
      headers: t.bearer(token),
      payload: { title_en: 'Consulting, cached' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await serviceTitle(1)).toBe('Consulting, cached');
    expect(await trpcServiceTitle(1)).toBe('Consulting, cached');
    const navbar = (await get('/api/component/navbar')).json<{ services: { id: number; title_en: string }[] }>();
    expect(navbar.services.find((service) => service.id === 1)?.title_en).toBe('Consulting, cached');
  });

  it('shows a change made through a tRPC mutation at once', async () => {
    await trpcServiceTitle(2);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/trpc/service.update',
      headers: { ...t.bearer(token), 'content-type': 'application/json' },
      payload: { id: 2, title_en: 'Alignment, cached' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await trpcServiceTitle(2)).toBe('Alignment, cached');
  });

  it('shows a change committed by another process on the same database file (the admin CLI, a restore)', async () => {
    expect(await serviceTitle(3)).not.toBe('Changed elsewhere');
    const other = createDb(t.databaseTarget);
    try {
      await other.updateTable('services').set({ title_en: 'Changed elsewhere' }).where('id', '=', 3).execute();
    } finally {
      await other.destroy();
    }
    // At once on SQLite; on PostgreSQL within the bound another server's change takes (the content version's poll).
    if (engineOf(t.db) === 'sqlite') expect(await serviceTitle(3)).toBe('Changed elsewhere');
    else
      await expect
        .poll(() => serviceTitle(3), { timeout: 3 * CONTENT_VERSION_POLL_MS, interval: 100 })
        .toBe('Changed elsewhere');
  });

  it('reads a record again that was missing before it was created', async () => {
    const missing = await get('/api/service/9999');
    expect(missing.statusCode).toBe(404);
    await t.db
      .insertInto('services')
      .values({
        id: 9999,
        title_de: 'Neu',
        title_en: 'New',
        title_ru: 'Новая',
        text_de: '',
        text_en: '',
        text_ru: '',
        position: 99,
        created_at: '2026-11-22T09:00:00.000Z',
        updated_at: '2026-11-22T09:00:00.000Z',
      })
      .execute();
    expect((await get('/api/service/9999')).statusCode).toBe(200);
  });
});
