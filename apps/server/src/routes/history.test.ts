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
      ['create', ['images', 'text_de', 'text_en', 'text_ru', 'title_de', 'title_en', 'title_ru']],
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

    // Restoring the first revision brings its title back; its picture deleted since is named, not silently lost.
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/service/${service.id}/${revisions[3]!.id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      restored: revisions[3]!.id,
      images_missing: [service.images[0]],
      images_added_since: [both[1]],
    });
    expect((await get(`/api/service/${service.id}`, {})).json()).toMatchObject({
      title_en: 'Borescope',
      images: [both[1]],
    });
    const [latest] = (await get(`/api/revisions/service/${service.id}`)).json<{ action: string }[]>();
    expect(latest).toMatchObject({ action: 'restore', fields_changed: ['title_en'] });
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
