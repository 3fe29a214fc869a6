import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The category rules (validation, renaming, products left uncategorised) are tested beside the procedures, in
// packages/api/src/modules/category/category.test.ts; here, what HTTP adds: URLs, query strings, statuses.
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

describe('/api/category', () => {
  it('reads ?lang= in either case and refuses an unknown one with 400', async () => {
    const upper = await t.app.inject({ method: 'GET', url: '/api/category?lang=EN' });
    expect(upper.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/category?lang=en' })).json()).toEqual(upper.json());
    expect(upper.json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String), lang: 'EN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/category?lang=fr' })).statusCode).toBe(400);
  });

  it('answers a create 201, a change 200, an unknown id 404, bad input 400 and no token 401', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Compressors', lang: 'en' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const patch = (url: string, payload: object, headers = auth) =>
      t.app.inject({ method: 'PATCH', url, headers, payload });
    expect((await patch(`/api/category/${id}`, { name: 'Axial compressors' })).json()).toEqual({
      id,
      name: 'Axial compressors',
      lang: 'EN',
    });
    expect((await patch('/api/category/9999', { name: 'X' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/category/9999', headers: auth })).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: ' ', lang: 'EN' },
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Name is required' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/category', payload: { name: 'X', lang: 'EN' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/category/${id}`, headers: auth })).json()).toEqual({
      ok: true,
    });
  });
});
