import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
/** The address of the browser's entry module, as the home page's loader imports it. */
async function entryOfHome() {
  const entry = /(\/assets\/entry-client-[\w-]+\.js)/.exec((await t.app.inject({ method: 'GET', url: '/' })).body)?.[1];
  expect(entry).toBeDefined();
  return entry!;
}
beforeAll(async () => {
  t = await createTestApp({ seed: true, webDir: BUILT_WEB_DIR });
});
afterAll(() => t.close());

describe('the server', () => {
  it('GET /api/health answers ok with the database, version and uptime, and names its request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', version: '2.0.0', uptime: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A proxy's request id is kept, so its log and ours join up; a malformed one is replaced.
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a9c1e42' },
    });
    expect(traced.headers['x-request-id']).toBe('nginx-7f3a9c1e42');
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a\nb' } });
    expect(forged.headers['x-request-id']).not.toContain('\n');
  });

  it('serves robots.txt that keeps crawlers out of the dashboard and the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/page/privacy-policy',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
    expect(Number(response.rawPayload.length)).toBeLessThan(
      JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/page/privacy-policy' })).json()).length,
    );
  });

  it('renders client routes on the server and caches hashed assets for a year', async () => {
    for (const url of ['/', '/gas-turbina', '/part-list/3', '/dashboard/settings?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toMatch(/^<!DOCTYPE html><html lang="de"/);
    }
    const entry = await entryOfHome();
    const asset = await t.app.inject({ method: 'GET', url: entry });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // The build's own bookkeeping is not served.
    expect(fs.existsSync(path.join(BUILT_WEB_DIR, 'client/.vite/manifest.json'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('sends the built code as the build compressed it (Brotli, else gzip), and as it is to a client that takes neither', async () => {
    const entry = await entryOfHome();
    const file = fs.readFileSync(path.join(BUILT_WEB_DIR, 'client', entry));
    const brotli = await t.app.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(fs.readFileSync(path.join(BUILT_WEB_DIR, 'client', `${entry}.br`)));
    expect(zlib.brotliDecompressSync(brotli.rawPayload)).toEqual(file);
    const gzip = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(file);
    const plain = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(file);
    // Each encoding is its own representation, with its own validator.
    expect(new Set([brotli.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await t.app.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('never serves a file outside the uploads directory', async () => {
    for (const url of ['/api/uploads/../site.db', '/api/uploads/%2e%2e/site.db', '/api/uploads/..%2fsite.db']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body).not.toContain('SQLite format');
    }
  });

  it('serves tRPC at /trpc', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/settings.get' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.address).toContain('Rosdorf');
  });
});
