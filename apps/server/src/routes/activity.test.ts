import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// The activity log: every sign-in and every management write, through REST and tRPC, with who did it and the
// names of the fields sent; nothing for a write that failed, and never a secret.
let t: TestApp;
let session: string;
let apiToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  session = await t.signIn();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    headers: t.bearer(session),
    payload: { name: 'ERP import' },
  });
  apiToken = created.json<{ token: string }>().token;
});
afterAll(async () => {
  await t.close();
});

type Row = {
  id: number;
  actor_kind: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  fields: string[];
  via: string;
  ip: string;
  at: string;
};
const activity = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/activity${query}`, headers: t.bearer(session) });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Row[]; next_before: number | null }>();
};
const newest = async () => (await activity('?limit=1')).items[0]!;
const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('activity')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
const trpc = (procedure: string, input: unknown, token = session) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { ...t.bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });

describe('the activity log', () => {
  it('records sign-ins: the success with the login, a failure with the login tried and the address', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'admin', password: 'not the password', captcha_ticket: await t.ticket() },
    });
    expect(failed.statusCode).toBe(401);
    expect(await newest()).toMatchObject({
      actor_kind: 'visitor',
      actor: 'admin',
      action: 'sign-in-failed',
      entity: 'auth',
      via: 'rest',
      ip: '127.0.0.1',
      fields: [],
    });
    await t.signIn();
    expect(await newest()).toMatchObject({
      actor_kind: 'session',
      actor: 'admin',
      action: 'sign-in',
      entity: 'auth',
      via: 'rest',
    });
  });

  it('records a create, an update and a delete through REST with the person and the API token by its name', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: t.bearer(apiToken),
      payload: { name: 'Compressors', lang: 'en' },
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.json<{ id: number }>().id);
    expect(await newest()).toMatchObject({
      actor_kind: 'token',
      actor: 'admin',
      token_name: 'ERP import',
      action: 'create',
      entity: 'category',
      entity_id: id,
      fields: ['lang', 'name'],
      via: 'rest',
    });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/category/${id}`,
          headers: t.bearer(apiToken),
          payload: { name: 'Axial compressors' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      actor: 'admin',
      token_name: 'ERP import',
      action: 'update',
      entity: 'category',
      entity_id: id,
      fields: ['name'],
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${id}`, headers: t.bearer(apiToken) })).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      actor: 'admin',
      token_name: 'ERP import',
      action: 'delete',
      entity: 'category',
      entity_id: id,
      fields: [],
    });
  });

  it('records a create, an update and a delete through tRPC (as the dashboard calls them) with the signed-in login', async () => {
    const created = await trpc('category.create', { name: 'Turbinen', lang: 'de' });
    expect(created.statusCode).toBe(200);
    const id = String(created.json<{ result: { data: { id: number } } }>().result.data.id);
    expect(await newest()).toMatchObject({
      actor_kind: 'session',
      actor: 'admin',
      action: 'create',
      entity: 'category',
      entity_id: id,
      fields: ['lang', 'name'],
      via: 'trpc',
    });
    expect((await trpc('category.update', { id: Number(id), name: 'Gasturbinen' })).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'category',
      entity_id: id,
      fields: ['name'],
      via: 'trpc',
    });
    expect((await trpc('category.delete', { id: Number(id) })).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'delete', entity: 'category', entity_id: id, via: 'trpc' });
  });

  it('records an upload by its field names and the id of what it created', async () => {
    const body = multipartBody({ title_en: 'Blade repair', text_en: '<p>Repairs</p>' }, [
      { field: 'images', filename: 'blade.png', type: 'image/png', data: await pngImage() },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: { ...t.bearer(apiToken), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'create',
      entity: 'service',
      entity_id: String(created.json<{ id: number }>().id),
      fields: ['images', 'text_en', 'title_en'],
    });
  });

  it('records nothing for a write that failed', async () => {
    const before = await rowCount();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/category/9999',
          headers: t.bearer(apiToken),
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/category',
          headers: t.bearer(apiToken),
          payload: { name: ' ', lang: 'en' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await trpc('service.delete', { id: 9999 })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/category', payload: { name: 'Anonymous', lang: 'en' } }))
        .statusCode,
    ).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  // Filters and pages, a write and its row standing or falling together, and old rows going are rules of the log
  // itself, tested beside its procedures (packages/api/src/modules/activity/activity.test.ts).

  it('holds no password and no token anywhere in the table', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(session),
      payload: { old_password: TEST_ADMIN_PASSWORD, password: 'a new secret 123' },
    });
    const everything = JSON.stringify(await t.db.selectFrom('activity').selectAll().execute());
    for (const secret of [TEST_ADMIN_PASSWORD, 'not the password', 'a new secret 123', session, apiToken])
      expect(everything).not.toContain(secret);
    expect(everything).toContain('"entity":"auth.password"');
  });
});
