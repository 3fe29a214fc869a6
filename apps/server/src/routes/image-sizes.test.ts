import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// A phone fetches an uploaded picture at the width its screen shows (srcset), not the stored 2,400 px.
let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
});
afterEach(() => t.close());

/** A service whose one picture is `width` px wide; its stored path. */
async function serviceWithPicture(width: number) {
  const body = multipartBody({ title_en: 'Borescope inspection' }, [
    { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage(width, Math.round(width / 1.5)) },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(created.statusCode).toBe(201);
  const service = created.json<{ id: number; images: string[] }>();
  return { id: service.id, image: service.images[0]! };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/api/uploads/sized/{width}/…', () => {
  it('sends a stored picture at most that wide, made once and kept beside it, cached for a year', async () => {
    const { image } = await serviceWithPicture(2000);
    const relative = image.replace(/^uploads\//, '');
    for (const width of [480, 800, 1200]) {
      const sized = await get(`/api/uploads/sized/${width}/${relative}`);
      expect(sized.statusCode, String(width)).toBe(200);
      expect(sized.headers['content-type']).toBe('image/webp');
      expect(sized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const picture = await sharp(sized.rawPayload).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', width, Math.round(width / 1.5)]);
    }
    // Kept on disk beside the picture: the second request reads the file, the bytes are the same.
    expect((await t.storedFiles()).filter((file) => /\.w\d+\.webp$/.test(file))).toHaveLength(3);
    const kept = (await t.storedFiles()).find((file) => file.endsWith('.w800.webp'))!;
    expect((await get(`/api/uploads/sized/800/${relative}`)).rawPayload.equals((await t.files.read(kept))!)).toBe(true);
    // The stored picture itself is unchanged at its own address.
    expect((await sharp((await get(`/api/${image}`)).rawPayload).metadata()).width).toBe(2000);
  });

  it('never enlarges a smaller picture, and makes one size once for concurrent requests', async () => {
    const { image } = await serviceWithPicture(600);
    const url = `/api/uploads/sized/1200/${image.replace(/^uploads\//, '')}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    for (const answer of answers) expect((await sharp(answer.rawPayload).metadata()).width).toBe(600);
    // One file for the size, the same bytes in every answer, and no half-written file left.
    const [sized, ...others] = (await t.storedFiles()).filter((file) => file !== image);
    expect([sized, others]).toEqual([image.replace(/\.webp$/, '.w1200.webp'), []]);
    for (const answer of answers) expect(answer.rawPayload.equals((await t.files.read(sized!))!)).toBe(true);
  });

  it('answers 404 for other widths, unknown pictures and paths that are not stored pictures, writing nothing', async () => {
    const { image } = await serviceWithPicture(800);
    const relative = image.replace(/^uploads\//, '');
    const before = await t.storedFiles();
    for (const url of [
      `/api/uploads/sized/500/${relative}`,
      `/api/uploads/sized/abc/${relative}`,
      `/api/uploads/sized/800/${relative.replace(/[0-9a-f]{6}\.webp$/, '000000.webp')}`,
      '/api/uploads/sized/800/../../site.db',
      '/api/uploads/sized/800/%2e%2e/%2e%2e/site.db',
      '/api/uploads/sized/800/seed/../../private/cv.webp',
      `/api/uploads/sized/800/${relative.replace(/\.webp$/, '.w800.webp')}`,
      '/api/uploads/sized/800/',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect(await t.storedFiles()).toEqual(before);
  });

  it('goes with its picture: deleting the picture deletes its sizes, and a size of a deleted picture is not sent', async () => {
    const { id, image } = await serviceWithPicture(1600);
    const relative = image.replace(/^uploads\//, '');
    expect((await get(`/api/uploads/sized/480/${relative}`)).statusCode).toBe(200);
    expect((await get(`/api/uploads/sized/800/${relative}`)).statusCode).toBe(200);
    expect(await t.storedFiles()).toHaveLength(3);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/service/${id}`, headers: auth })).statusCode).toBe(200);
    expect(await t.storedFiles()).toEqual([]);
    expect((await get(`/api/uploads/sized/480/${relative}`)).statusCode).toBe(404);

    // A size left behind by a picture removed some other way (another server, by hand) is not sent, and goes.
    const second = await serviceWithPicture(1600);
    const secondRelative = second.image.replace(/^uploads\//, '');
    expect((await get(`/api/uploads/sized/480/${secondRelative}`)).statusCode).toBe(200);
    await t.files.remove([second.image]);
    expect((await get(`/api/uploads/sized/480/${secondRelative}`)).statusCode).toBe(404);
    expect(await t.storedFiles()).toEqual([]);
  });
});
