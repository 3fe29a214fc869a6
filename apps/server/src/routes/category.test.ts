import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('GET /api/category filters by language in either case, and lists every language without one', async () => {
    const upper = (await t.app.inject({ method: 'GET', url: '/api/category?lang=EN' })).json();
    const lower = (await t.app.inject({ method: 'GET', url: '/api/category?lang=en' })).json();
    expect(upper).toEqual(lower);
    expect(upper.length).toBeGreaterThan(0);
    for (const category of upper)
      expect(category).toEqual({ id: expect.any(Number), name: expect.any(String), lang: 'EN' });
    const all = (await t.app.inject({ method: 'GET', url: '/api/category' })).json();
    expect(new Set(all.map((c: { lang: string }) => c.lang))).toEqual(new Set(['DE', 'EN', 'RU']));
    expect((await t.app.inject({ method: 'GET', url: '/api/category?lang=fr' })).statusCode).toBe(400);
  });

  it('creates (201), renames and deletes a category; its products stay, uncategorised', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Compressors', lang: 'en' },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toEqual({ id: expect.any(Number), name: 'Compressors', lang: 'EN' });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/category/${category.id}`,
      headers: auth,
      payload: { name: 'Axial compressors', lang: 'EN' },
    });
    expect(renamed.json()).toEqual({ ...category, name: 'Axial compressors' });

    const seeded = (await t.app.inject({ method: 'GET', url: '/api/category?lang=DE' })).json()[0];
    const products = (await t.app.inject({ method: 'GET', url: `/api/product?lang=DE&category=${seeded.id}` })).json();
    expect(products.length).toBeGreaterThan(0);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/category/${seeded.id}`, headers: auth });
    expect(deleted.json()).toEqual({ ok: true });
    for (const product of products) {
      const after = (await t.app.inject({ method: 'GET', url: `/api/product/${product.id}?language=DE` })).json();
      expect(after.category_id).toBeNull();
      expect(after.category).toBeNull();
    }
  });

  it('answers 400 for an empty name or unknown language, 404 for an unknown category, 401 without a token', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: ' ', lang: 'EN' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name is required');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/category', headers: auth, payload: { name: 'X', lang: 'FR' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/category/9999',
          headers: auth,
          payload: { name: 'X', lang: 'EN' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/category/9999', headers: auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/category', payload: { name: 'X', lang: 'EN' } })).statusCode,
    ).toBe(401);
  });
});
