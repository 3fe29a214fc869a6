import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// The history over REST: a service made from a form with a picture, changed with a PATCH (the documented route keeps
// its meaning and records a revision), given a second picture and losing its first; each step a revision with the
// picture list as it was, read back at /api/revisions.
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

const png = async (field: string) => ({ field, filename: 'a.png', type: 'image/png', data: await pngImage() });
const post = async (url: string, fields: Record<string, string>, files: Awaited<ReturnType<typeof png>>[]) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
};
const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/revisions', () => {
  it("lists a service's changes newest first, each with its fields, pictures and author", async () => {
    const created = await post('/api/service', { title_de: 'Boroskopie', title_en: 'Borescope' }, [
      await png('images'),
    ]);
    const service = created.json<{ id: number; images: string[] }>();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${service.id}`,
      headers: auth,
      payload: { title_en: 'Borescope inspection' },
    });
    const added = await post(`/api/service/${service.id}/image/add`, {}, [await png('image')]);
    const both = added.json<{ images: string[] }>().images;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/service/${service.id}/image/delete`,
      headers: auth,
      payload: { path: service.images[0] },
    });

    const list = await get(`/api/revisions/service/${service.id}`);
    expect(list.statusCode).toBe(200);
    const revisions = list.json<{ id: number; action: string; fields_changed: string[]; user: { login: string } }[]>();
    expect(revisions.map((revision) => [revision.action, revision.fields_changed])).toEqual([
      ['update', ['images']],
      ['update', ['images']],
      ['update', ['title_en']],
      ['create', ['hidden', 'images', 'text_de', 'text_en', 'text_ru', 'title_de', 'title_en', 'title_ru']],
    ]);
    expect(revisions.every((revision) => revision.user.login === 'admin')).toBe(true);

    const removal = await get(`/api/revisions/service/${service.id}/${revisions[0]!.id}`);
    expect(removal.json()).toMatchObject({
      entity: 'service',
      record_id: service.id,
      values: { title_en: 'Borescope inspection', images: [both[1]] },
      changes: [{ field: 'images', before: both, after: [both[1]] }],
    });
    const rename = await get(`/api/revisions/service/${service.id}/${revisions[2]!.id}`);
    expect(rename.json()).toMatchObject({
      changes: [{ field: 'title_en', before: 'Borescope', after: 'Borescope inspection' }],
    });

    // Restoring the first revision brings its title back and its picture deleted since (kept retired, out of public
    // reach, meanwhile); the picture added since is taken off, and named.
    expect((await get(`/api/${service.images[0]}`, {})).statusCode).toBe(404);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/service/${service.id}/${revisions[3]!.id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      restored: revisions[3]!.id,
      images_missing: [],
      images_removed: [both[1]],
    });
    expect((await get(`/api/service/${service.id}`, {})).json()).toMatchObject({
      title_en: 'Borescope',
      images: [service.images[0]],
    });
    expect((await get(`/api/${service.images[0]}`, {})).statusCode).toBe(200);
    expect((await get(`/api/${both[1]}`, {})).statusCode).toBe(404);
    const [latest] = (await get(`/api/revisions/service/${service.id}`)).json<{ action: string }[]>();
    expect(latest).toMatchObject({ action: 'restore', fields_changed: ['images', 'title_en'] });
    const gone = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/service/${service.id}/999999/restore`,
      headers: auth,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 for an unknown kind of record, 404 for a revision of another record, 401 without a token', async () => {
    expect((await get('/api/revisions/invoice/1')).statusCode).toBe(400);
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Turbinen' },
    });
    const { id } = category.json<{ id: number }>();
    const [revision] = (await get(`/api/revisions/category/${id}`)).json<{ id: number }[]>();
    expect((await get(`/api/revisions/category/${id}/${revision!.id}`)).statusCode).toBe(200);
    expect((await get(`/api/revisions/category/${id + 1000}/${revision!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/revisions/category/${id}`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/deleted', () => {
  it('lists a deleted spare group and POST …/restore brings it back with its parts and picture at the same address', async () => {
    const created = await post('/api/spare', { title_de: 'Brennkammer', title_en: 'Combustor' }, [await png('images')]);
    const group = created.json<{ id: number; images: string[] }>();
    const part = await t.app.inject({
      method: 'POST',
      url: `/api/spare/${group.id}/part`,
      headers: auth,
      payload: { partnumber: 'L43495P03', description_en: 'Fuel nozzle' },
    });
    expect(part.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/spare/${group.id}`, headers: auth })).statusCode).toBe(
      200,
    );
    expect((await get(`/api/spare/${group.id}`, {})).statusCode).toBe(404);

    const deleted = await get('/api/deleted');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([
      expect.objectContaining({ entity: 'spare', id: group.id, name: 'Combustor', dependants: 1 }),
    ]);
    const restore = (url: string) => t.app.inject({ method: 'POST', url, headers: auth });
    const restored = await restore(`/api/deleted/spare/${group.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ entity: 'spare', id: group.id, images_missing: [] });
    expect((await get(`/api/spare/${group.id}`, {})).json()).toMatchObject({
      title_en: 'Combustor',
      images: group.images,
      parts: [expect.objectContaining({ partnumber: 'L43495P03', description_en: 'Fuel nozzle' })],
    });
    expect((await get(`/api/${group.images[0]}`, {})).statusCode).toBe(200);
    expect((await get('/api/deleted')).json()).toEqual([]);
    // Nothing to bring back twice, an unknown kind, no token.
    expect((await restore(`/api/deleted/spare/${group.id}/restore`)).statusCode).toBe(404);
    expect((await restore('/api/deleted/invoice/1/restore')).statusCode).toBe(400);
    expect((await get('/api/deleted', {})).statusCode).toBe(401);
  });
});

describe('/api/settings/history', () => {
  it('reads and sets how long history is kept, keeping what is not sent; refuses a wrong number and changes nothing', async () => {
    expect((await get('/api/settings/history')).json()).toEqual({ revisions: 100, days: 365 });
    const patch = (payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings/history', headers: auth, payload: payload as object });
    const changed = await patch({ days: 730 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ revisions: 100, days: 730 });
    for (const wrong of [{ revisions: -1 }, { days: 1.5 }, { days: '30' }, {}]) {
      const refused = await patch(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await get('/api/settings/history')).json()).toEqual({ revisions: 100, days: 730 });
  });
});
