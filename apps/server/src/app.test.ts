import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '@tp/api';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, webDir: BUILT_WEB_DIR });
});
afterAll(() => t.close());

describe('the server', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
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
    const response = await t.app.inject({ method: 'GET', url: '/api/page/privacy-policy', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
    expect(Number(response.rawPayload.length)).toBeLessThan(JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/page/privacy-policy' })).json()).length);
  });

  it('renders client routes on the server and caches hashed assets for a year', async () => {
    for (const url of ['/', '/gas-turbina', '/part-list/3', '/dashboard/settings?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toMatch(/^<!DOCTYPE html><html lang="de"/);
    }
    const entry = /src="(\/assets\/entry-client-[^"]+\.js)"/.exec((await t.app.inject({ method: 'GET', url: '/' })).body)?.[1];
    expect(entry).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: entry! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // The build's own bookkeeping is not served.
    expect(fs.existsSync(path.join(BUILT_WEB_DIR, 'client/.vite/manifest.json'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
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

describe('GET /api/openapi.json', () => {
  it('lists every route of the adapter table with its method', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of restRoutes) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      expect(Boolean(operation.security)).toBe(route.access === 'admin');
    }
    const count = Object.values(document.paths).reduce((sum: number, methods) => sum + Object.keys(methods as object).length, 0);
    expect(count).toBe(restRoutes.length);
    expect(document.paths['/request'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'company']),
    );

    // A PATCH body holds the fields to change, all optional; the id is in the path, not in the body.
    const servicePatch = document.paths['/service/{id}'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(servicePatch.properties)).toEqual(['title_de', 'title_en', 'title_ru', 'text_de', 'text_en', 'text_ru']);
    expect(servicePatch.required ?? []).toEqual([]);
    expect(servicePatch.properties.text_en.contentMediaType).toBe('text/html');
  });
});
