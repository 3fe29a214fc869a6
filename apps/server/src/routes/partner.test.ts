import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// The partner rules (one image, partial updates, files replaced and removed) are tested beside the procedures, in
// packages/api/src/modules/partner/partner.test.ts; here, what HTTP adds: multipart bodies, URLs, statuses.
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

const texts = { text_de: '<p>Partner</p>', text_en: '<p>Partner</p>', text_ru: '<p>Партнёр</p>' };
const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, images: number) => {
  const files = await Promise.all(
    Array.from({ length: images }, async () => ({
      field: 'image',
      filename: 'logo.png',
      type: 'image/png',
      data: await pngImage(),
    })),
  );
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
};

describe('/api/partner', () => {
  it('takes multipart forms: a create answers 201, a change 200, no file 400, an unknown id 404, no token 401', async () => {
    const created = await send('POST', '/api/partner', texts, 1);
    expect(created.statusCode).toBe(201);
    const partner = created.json();
    expect((await t.app.inject({ method: 'GET', url: '/api/partner?lang=RU' })).json()).toEqual([
      { id: partner.id, image_id: partner.image_id, text: texts.text_ru },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/partner/show/${partner.id}`, headers: auth })).json(),
    ).toEqual(partner);
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/all', headers: auth })).json()).toEqual([partner]);
    expect((await t.app.inject({ method: 'GET', url: '/api/partner/all' })).statusCode).toBe(401);

    const changed = await send('PATCH', `/api/partner/${partner.id}`, { text_en: '<p>Service partner</p>' }, 1);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ text_de: texts.text_de, text_en: '<p>Service partner</p>' });
    const none = await send('POST', '/api/partner', texts, 0);
    expect(none.json()).toMatchObject({ statusCode: 400, message: 'Please select a file first!' });
    expect((await send('PATCH', '/api/partner/999', texts, 0)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/partner/${partner.id}`, headers: auth })).json()).toEqual(
      { ok: true },
    );
    expect(await t.storedFiles()).toEqual([]);
  });
});
