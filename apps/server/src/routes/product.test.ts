import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage, TEXT_FILE } from '../testing/upload-fixtures.ts';

let t: TestApp;
let auth: Record<string, string>;
let categoryId: number;
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  categoryId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Aeroderivative', lang: 'EN' },
    })
  ).json().id;
});
afterEach(async () => {
  await t.close();
});

type Upload = Parameters<typeof multipartBody>[1][number];
const png = async (field: string, name = 'a.png'): Promise<Upload> => ({
  field,
  filename: name,
  type: 'image/png',
  data: await pngImage(),
});
const post = async (
  url: string,
  fields: Record<string, string>,
  files: Upload[],
  method: 'POST' | 'PATCH' = 'POST',
  headers = auth,
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const fields = () => ({
  title: 'LM2500+G4',
  description: '<p>35 MW <script>x</script></p>',
  type: 'Aeroderivative gas turbine',
  model: 'LM2500+G4',
  power: '35.3',
  lang: 'en',
  category_id: String(categoryId),
});
const createProduct = async () =>
  (await post('/api/product', fields(), [await png('images'), await png('images', 'b.png')])).json();

describe('products', () => {
  it('POST /api/product stores the product with its images (201) and GET shows it everywhere', async () => {
    const response = await post('/api/product', fields(), [await png('images'), await png('images', 'b.png')]);
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toEqual({
      id: expect.any(Number),
      title: 'LM2500+G4',
      description: '<p>35 MW </p>',
      type: 'Aeroderivative gas turbine',
      model: 'LM2500+G4',
      power: 35.3,
      lang: 'EN',
      category_id: categoryId,
      hidden: false,
      category: { id: categoryId, name: 'Aeroderivative' },
      image_id: product.images[0],
      images: [expect.stringMatching(/^uploads\/.+\.webp$/), expect.stringMatching(/^uploads\/.+\.webp$/)],
      property: [],
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}?language=EN` })).json()).toEqual(
      product,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/show/${product.id}`, headers: auth })).json(),
    ).toEqual(product);

    const list = (await t.app.inject({ method: 'GET', url: `/api/product?lang=en&category=${categoryId}` })).json();
    expect(list).toEqual([
      {
        id: product.id,
        title: 'LM2500+G4',
        description: '<p>35 MW </p>',
        type: 'Aeroderivative gas turbine',
        model: 'LM2500+G4',
        power: 35.3,
        lang: 'EN',
        category_id: categoryId,
        hidden: false,
        image_id: product.images[0],
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/product?lang=DE' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/product' })).json()).toHaveLength(1);
  });

  // Validation, partial updates and images are the product's rules, tested beside the procedures
  // (packages/api/src/modules/product/product.test.ts); here, the statuses HTTP gives them.
  it('answers bad input 400, a file that is not a picture 415, a change 200 and an unknown id 404', async () => {
    const bad = await post('/api/product', { ...fields(), power: 'lots' }, [await png('images')]);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Power must be a number (MW)' });
    const notImage = await post('/api/product', fields(), [
      { field: 'images', filename: 'x.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(notImage.statusCode).toBe(415);
    const product = await createProduct();
    const patch = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: auth, payload });
    const updated = await patch(product.id, { power: 34.5, category_id: '' });
    expect(updated.json()).toMatchObject({ power: 34.5, category_id: null });
    expect((await patch(9999, fields())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/9999' })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${product.id}/image/delete`,
      headers: auth,
      payload: { path: 'uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.webp' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.storedFiles()).toHaveLength(2);
  });

  it('properties: add (201) with an image, update text and image, delete; the product delete takes everything', async () => {
    const product = await createProduct();
    const none = await post('/api/product/property', { description: '<p>x</p>', product_id: String(product.id) }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a file first!');
    expect(
      (await post('/api/product/property', { description: 'x', product_id: '9999' }, [await png('image')])).statusCode,
    ).toBe(404);

    const created = await post(
      '/api/product/property',
      { description: '<p>DLE combustor</p>', product_id: String(product.id) },
      [await png('image')],
    );
    expect(created.statusCode).toBe(201);
    const property = created.json();
    expect(property).toEqual({
      id: expect.any(Number),
      image_id: expect.stringMatching(/^uploads\//),
      product_id: product.id,
      description: '<p>DLE combustor</p>',
    });

    const textOnly = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/property/${property.id}`,
      headers: auth,
      payload: { description: '<p>Dry low emission combustor</p>', product_id: product.id },
    });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json()).toEqual({ ...property, description: '<p>Dry low emission combustor</p>' });

    const withImage = await post(
      `/api/product/property/${property.id}`,
      { description: '<p>DLE</p>', product_id: String(product.id) },
      [await png('image')],
      'PATCH',
    );
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().image_id).not.toBe(property.image_id);
    expect(await t.files.has(property.image_id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json().property).toEqual([
      withImage.json(),
    ]);

    const second = (
      await post('/api/product/property', { description: 'x', product_id: String(product.id) }, [await png('image')])
    ).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product/property/${second.id}`, headers: auth })).json(),
    ).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product/property/${second.id}`, headers: auth })).statusCode,
    ).toBe(404);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/product/${product.id}`, headers: auth });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.db.selectFrom('product_properties').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('images').selectAll().execute()).toEqual([]);
    expect(await t.storedFiles()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/product/${product.id}`, headers: auth })).statusCode,
    ).toBe(404);
  });
});
