import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage, TEXT_FILE } from '../testing/upload-fixtures.ts';

// The service rules (images and titles required, sanitising, partial updates, files removed) are tested beside the
// procedures, in packages/api/src/modules/service/service.test.ts; here, what HTTP adds: multipart bodies, URLs and
// statuses (201, 400, 401, 404, 415).
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

type Upload = Parameters<typeof multipartBody>[1][number];
const png = async (field: string): Promise<Upload> => ({
  field,
  filename: 'a.png',
  type: 'image/png',
  data: await pngImage(),
});
const post = async (url: string, fields: Record<string, string>, files: Upload[], headers = auth) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const texts = { title_de: 'Boroskopie', title_en: 'Borescope inspection', title_ru: 'Бороскопия' };

describe('/api/service', () => {
  it('creates from a multipart form (201), reads, patches with JSON, adds and deletes images, deletes the service', async () => {
    const created = await post('/api/service', texts, [await png('images')]);
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${service.id}` })).json()).toEqual(service);
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json()).toEqual([service]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${service.id}`,
      headers: auth,
      payload: { title_en: 'Borescope inspections' },
    });
    expect(patched.json()).toEqual({ ...service, title_en: 'Borescope inspections' });
    const added = await post(`/api/service/${service.id}/image/add`, {}, [await png('image')]);
    expect(added.json().images).toHaveLength(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/service/${service.id}/image/delete`,
      headers: auth,
      payload: { path: service.images[0] },
    });
    expect(removed.json().images).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/service/${service.id}`, headers: auth })).json()).toEqual(
      { ok: true },
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${service.id}` })).statusCode).toBe(404);
    expect(await t.storedFiles()).toEqual([]);
  });

  it('answers no image 400, a file that is not a picture 415, an unknown id 404 and no token 401', async () => {
    expect((await post('/api/service', texts, [])).json()).toMatchObject({
      statusCode: 400,
      message: 'Please select a file first!',
    });
    const notImage = await post('/api/service', texts, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/service/999', headers: auth, payload: texts })).statusCode,
    ).toBe(404);
    expect((await post('/api/service/999/image/add', {}, [await png('image')])).statusCode).toBe(404);
    expect((await post('/api/service', texts, [await png('images')], {})).statusCode).toBe(401);
    expect(await t.storedFiles()).toEqual([]);
  });
});
