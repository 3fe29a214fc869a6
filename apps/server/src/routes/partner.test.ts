import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../testing/files-on-disk.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

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
const png = async (): Promise<Upload> => ({
  field: 'image',
  filename: 'logo.png',
  type: 'image/png',
  data: await pngImage(),
});
const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, files: Upload[]) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
};
const texts = {
  text_de: '<p>Partner in Almaty</p>',
  text_en: '<p>Partner in Almaty</p>',
  text_ru: '<p>Партнёр в Алматы</p>',
};

describe('partners', () => {
  it('creates a partner with one image, lists it per language, replaces its image and deletes it', async () => {
    const created = await send('POST', '/api/partner', texts, [await png()]);
    expect(created.statusCode).toBe(201);
    const partner = created.json();
    expect(partner).toEqual({ id: expect.any(Number), image_id: expect.stringMatching(/^uploads\//), ...texts });
    expect((await t.app.inject({ method: 'GET', url: '/api/partner?lang=RU' })).json()).toEqual([
      { id: partner.id, image_id: partner.image_id, text: texts.text_ru },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/all', headers: auth })).json()).toEqual([partner]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/partner/show/${partner.id}`, headers: auth })).json(),
    ).toEqual(partner);
    expect((await t.app.inject({ method: 'GET', url: '/api/component/navbar' })).json().partners).toBe(1);

    const textOnly = await send(
      'PATCH',
      `/api/partner/${partner.id}`,
      { ...texts, text_en: '<p>Service partner</p>' },
      [],
    );
    expect(textOnly.json()).toEqual({ ...partner, text_en: '<p>Service partner</p>' });
    const newImage = await send('PATCH', `/api/partner/${partner.id}`, texts, [await png()]);
    expect(newImage.json().image_id).not.toBe(partner.image_id);
    expect(fs.existsSync(path.join(t.dataDir, partner.image_id))).toBe(false);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/partner/${partner.id}`, headers: auth })).json()).toEqual(
      { ok: true },
    );
    expect(filesUnder(t.dataDir)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/component/navbar' })).json().partners).toBe(0);
  });

  it('needs exactly one image, answers 404 for unknown partners and 401 without a token', async () => {
    const none = await send('POST', '/api/partner', texts, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a file first!');
    expect((await send('POST', '/api/partner', texts, [await png(), await png()])).statusCode).toBe(400);
    expect((await send('PATCH', '/api/partner/999', texts, [])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/partner/999', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/all' })).statusCode).toBe(401);
    expect(filesUnder(t.dataDir)).toEqual([]);
  });
});
