import { sql } from 'kysely';
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

  it('records a create, an update and a delete through REST with the API token by its name', async () => {
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
      actor: 'ERP import',
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
      actor: 'ERP import',
      action: 'update',
      entity: 'category',
      entity_id: id,
      fields: ['name'],
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${id}`, headers: t.bearer(apiToken) })).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      actor: 'ERP import',
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

  it('filters by entity and actor, pages newest first, and is for the administrator only', async () => {
    const categories = await activity('?entity=category');
    expect(categories.items.length).toBeGreaterThanOrEqual(6);
    expect(categories.items.every((row) => row.entity === 'category')).toBe(true);
    const ids = categories.items.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byToken = await activity('?actor=ERP%20import');
    expect(byToken.items.every((row) => row.actor === 'ERP import')).toBe(true);
    const first = await activity('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.next_before).toBe(first.items[1]!.id);
    const second = await activity(`?limit=2&before=${first.next_before}`);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activity?limit=0', headers: t.bearer(session) })).statusCode,
    ).toBe(400);
  });

  it('rolls a change back when its row cannot be written: a write and its record stand or fall together', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: t.bearer(apiToken),
      payload: { name: 'Atomic', lang: 'en' },
    });
    const id = created.json<{ id: number }>().id;
    const servicesBefore = (await t.app.inject({ method: 'GET', url: '/api/service' })).json<unknown[]>().length;
    const body = multipartBody({ title_en: 'Atomic service' }, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    await sql`alter table activity rename to activity_away`.execute(t.db);
    try {
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/category/${id}`,
            headers: t.bearer(apiToken),
            payload: { name: 'Atomic, changed' },
          })
        ).statusCode,
      ).toBe(500);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/service',
            headers: { ...t.bearer(apiToken), ...body.headers },
            payload: body.payload,
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      await sql`alter table activity_away rename to activity`.execute(t.db);
    }
    const names = (await t.app.inject({ method: 'GET', url: '/api/category' })).json<{ id: number; name: string }[]>();
    expect(names.find((category) => category.id === id)?.name).toBe('Atomic');
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json<unknown[]>()).toHaveLength(servicesBefore);
  });

  it('removes rows older than the retention (365 days by default) as later writes come in', async () => {
    const old = {
      actor_kind: 'session' as const,
      actor: 'admin',
      action: 'update',
      entity: 'settings',
      entity_id: null,
      fields: '[]',
      via: 'trpc' as const,
      ip: '127.0.0.1',
    };
    const now = t.clock.now().getTime();
    await t.db
      .insertInto('activity')
      .values([
        { ...old, at: new Date(now - 400 * 86_400_000).toISOString(), actor: 'retention: too old' },
        { ...old, at: new Date(now - 300 * 86_400_000).toISOString(), actor: 'retention: kept' },
      ])
      .execute();
    t.clock.advance(2 * 3_600_000); // old rows are looked for at most once an hour
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/category',
          headers: t.bearer(apiToken),
          payload: { name: 'Retention', lang: 'en' },
        })
      ).statusCode,
    ).toBe(201);
    const actors = (
      await t.db.selectFrom('activity').select('actor').where('actor', 'like', 'retention:%').execute()
    ).map((row) => row.actor);
    expect(actors).toEqual(['retention: kept']);
  });

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
