import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage, SVG_IMAGE, TEXT_FILE } from '../testing/upload-fixtures.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp({ seed: true });
  auth = t.bearer(await t.signIn());
});
afterEach(async () => {
  await t.close();
});

const getPage = async (link: string) => (await t.app.inject({ method: 'GET', url: `/api/page/${link}` })).json();
const upload = async (
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1],
  headers = auth,
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const png = async (field = 'image', filename = 'photo.png') => ({
  field,
  filename,
  type: 'image/png',
  data: await pngImage(),
});

describe('PATCH /api/page/:link', () => {
  // The page's rules (sanitising, partial updates, images of the page only) are tested beside the procedures, in
  // packages/api/src/modules/page/page.test.ts; here, the statuses HTTP gives them.
  it('answers the saved page, 404 for an unknown page and 401 without a token', async () => {
    const patch = (link: string, headers: Record<string, string> = auth) =>
      t.app.inject({ method: 'PATCH', url: `/api/page/${link}`, headers, payload: { text_en: '<p>Privacy</p>' } });
    const saved = await patch('privacy-policy');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(await getPage('privacy-policy'));
    expect((await patch('about')).json()).toMatchObject({ statusCode: 404, message: 'Page not found' });
    expect((await patch('contact', {})).statusCode).toBe(401);
  });
});

describe('page images', () => {
  it('adds an image re-encoded as WebP and deletes it again, file included', async () => {
    const before = await getPage('careers');
    const added = await upload('/api/page/careers/image/add', {}, [await png()]);
    expect(added.statusCode).toBe(200);
    const images: string[] = added.json().images;
    expect(images).toHaveLength(before.images.length + 1);
    const newPath = images.at(-1)!;
    expect(newPath).toMatch(/^uploads\/2026\/11\/[0-9a-f]{24}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: `/api/${newPath}` });
    expect(file.headers['content-type']).toBe('image/webp');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/page/careers/image/delete',
      headers: auth,
      payload: { path: newPath },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().images).toEqual(before.images);
    expect(await t.files.has(newPath)).toBe(false);
  });

  it('takes the path from the query string when DELETE has no body', async () => {
    const [first] = (await getPage('careers')).images;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/page/careers/image/delete?path=${encodeURIComponent(first)}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().images).not.toContain(first);
  });

  it("answers a path that is not one of the page's images 404, and no path 400", async () => {
    const foreign = (await getPage('gas-turbina')).images[0];
    const remove = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/page/careers/image/delete', headers: auth, payload });
    expect((await remove({ path: foreign })).statusCode).toBe(404);
    expect((await remove({})).statusCode).toBe(400);
  });

  it('refuses a missing image, a text file named .png, an SVG and a file over 10 MB, storing nothing', async () => {
    const filesBefore = await t.storedFiles();
    const imagesBefore = (await getPage('careers')).images;
    const none = await upload('/api/page/careers/image/add', {}, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a file first!');

    const text = await upload('/api/page/careers/image/add', {}, [
      { field: 'image', filename: 'photo.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Only images can be uploaded: PNG, JPG, GIF, WebP or AVIF.');

    const svg = await upload('/api/page/careers/image/add', {}, [
      { field: 'image', filename: 'logo.svg', type: 'image/svg+xml', data: SVG_IMAGE },
    ]);
    expect(svg.statusCode).toBe(415);

    const huge = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await upload('/api/page/careers/image/add', {}, [
      { field: 'image', filename: 'big.png', type: 'image/png', data: huge },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is larger than 10 MB.');

    const mixed = await upload('/api/page/careers/image/add', {}, [
      await png(),
      { field: 'image', filename: 'x.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(mixed.statusCode).toBe(415);

    expect(await t.storedFiles()).toEqual(filesBefore);
    expect((await getPage('careers')).images).toEqual(imagesBefore);
  });

  it('answers 404 for an image added to an unknown page and 401 without a token', async () => {
    expect((await upload('/api/page/about/image/add', {}, [await png()])).statusCode).toBe(404);
    expect((await upload('/api/page/careers/image/add', {}, [await png()], {})).statusCode).toBe(401);
  });
});

describe('page parts', () => {
  it('adds a part with an image (201), updates it, replaces its image and deletes it with its files', async () => {
    const added = await upload(
      '/api/page/page-part/gas-turbina',
      {
        description_de: '<p>Verdichter</p>',
        description_en: '<p>Compressor<script>x</script></p>',
        description_ru: '<p>Компрессор</p>',
      },
      [await png()],
    );
    expect(added.statusCode).toBe(201);
    const part = added.json();
    expect(part).toEqual({
      id: expect.any(Number),
      page_id: expect.any(Number),
      image: expect.stringMatching(/^uploads\/2026\/11\/.+\.webp$/),
      description_de: '<p>Verdichter</p>',
      description_en: '<p>Compressor</p>',
      description_ru: '<p>Компрессор</p>',
    });
    expect((await getPage('gas-turbina')).parts.at(-1)).toEqual(part);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/page/page-part/${part.id}`,
      headers: auth,
      payload: { description_de: '<p>Neu</p>', description_en: '<p>New</p>', description_ru: '<p>Новый</p>' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: part.id, description_en: '<p>New</p>', image: part.image });

    const replaced = await upload(`/api/page/page-part/${part.id}/image/add`, {}, [await png()]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().image).not.toBe(part.image);
    expect(await t.files.has(part.image)).toBe(false);
    expect(await t.files.has(replaced.json().image)).toBe(true);

    const wrongPage = await t.app.inject({
      method: 'DELETE',
      url: `/api/page/page-part/${part.id}/${part.page_id + 100}`,
      headers: auth,
    });
    expect(wrongPage.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/page/page-part/${part.id}/${part.page_id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.files.has(replaced.json().image)).toBe(false);
    expect((await getPage('gas-turbina')).parts.map((p: { id: number }) => p.id)).not.toContain(part.id);
  });

  it('answers 404 for an unknown part on update, image and delete', async () => {
    const body = { description_de: '', description_en: '', description_ru: '' };
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/page/page-part/9999', headers: auth, payload: body }))
        .statusCode,
    ).toBe(404);
    expect((await upload('/api/page/page-part/9999/image/add', {}, [await png()])).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/page/page-part/9999/1', headers: auth })).statusCode,
    ).toBe(404);
    expect((await t.storedFiles()).filter((f) => !f.startsWith('uploads/seed'))).toEqual([]);
  });

  it('refuses a part whose image is not a picture, storing neither row nor file', async () => {
    const partsBefore = (await getPage('gas-turbina')).parts.length;
    const response = await upload('/api/page/page-part/gas-turbina', { description_en: 'x' }, [
      { field: 'image', filename: 'a.png', type: 'image/png', data: TEXT_FILE },
    ]);
    expect(response.statusCode).toBe(415);
    expect((await getPage('gas-turbina')).parts).toHaveLength(partsBefore);
    expect((await t.storedFiles()).filter((f) => !f.startsWith('uploads/seed'))).toEqual([]);
  });
});
