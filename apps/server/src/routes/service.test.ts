import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage, TEXT_FILE } from '../testing/upload-fixtures.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterEach(async () => {
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
const texts = {
  title_de: 'Boroskopie',
  title_en: 'Borescope inspection',
  title_ru: 'Бороскопия',
  text_de: '<p>Alle 4.000 h</p>',
  text_en: '<p>Every 4,000 h<script>x</script></p>',
  text_ru: '<p>Каждые 4000 ч</p>',
};

describe('services', () => {
  it('creates a service with two images (201), reads it publicly, updates it and deletes it with its files', async () => {
    const created = await post('/api/service', texts, [await png('images'), await png('images')]);
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toEqual({
      id: expect.any(Number),
      ...texts,
      text_en: '<p>Every 4,000 h</p>',
      images: [expect.stringMatching(/^uploads\//), expect.stringMatching(/^uploads\//)],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${service.id}` })).json()).toEqual(service);
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json()).toEqual([service]);
    const navbar = (await t.app.inject({ method: 'GET', url: '/api/component/navbar' })).json();
    expect(navbar.services).toEqual([
      { id: service.id, title_de: 'Boroskopie', title_en: 'Borescope inspection', title_ru: 'Бороскопия' },
    ]);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${service.id}`,
      headers: auth,
      payload: { ...texts, title_en: 'Borescope inspections' },
    });
    expect(updated.json().title_en).toBe('Borescope inspections');

    const added = await post(`/api/service/${service.id}/image/add`, {}, [await png('image')]);
    expect(added.json().images).toHaveLength(3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/service/${service.id}/image/delete`,
      headers: auth,
      payload: { path: service.images[0] },
    });
    expect(removed.json().images).toHaveLength(2);
    expect(fs.existsSync(path.join(t.dataDir, service.images[0]))).toBe(false);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/service/${service.id}`, headers: auth })).json()).toEqual(
      { ok: true },
    );
    expect(filesUnder(t.dataDir)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/service/${service.id}` })).statusCode).toBe(404);
  });

  it('needs at least one image and one title; bad images store nothing', async () => {
    const noImage = await post('/api/service', texts, []);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe('Please select a file first!');
    const noTitle = await post('/api/service', { ...texts, title_de: '', title_en: '', title_ru: '' }, [
      await png('images'),
    ]);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Please enter a title in at least one language');
    const notImage = await post('/api/service', texts, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: '/api/service' })).json()).toEqual([]);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });

  it('answers 404 for unknown ids and foreign image paths, 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/service/999', headers: auth, payload: texts })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/service/999', headers: auth })).statusCode).toBe(404);
    expect((await post('/api/service/999/image/add', {}, [await png('image')])).statusCode).toBe(404);
    const service = (await post('/api/service', texts, [await png('images')])).json();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/service/${service.id}/image/delete`,
          headers: auth,
          payload: { path: 'uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.webp' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await post('/api/service', texts, [await png('images')], {})).statusCode).toBe(401);
  });
});
