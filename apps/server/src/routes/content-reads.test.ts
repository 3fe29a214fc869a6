import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

// The navbar's content is tested beside its procedure (packages/api/src/modules/navbar/navbar.test.ts).

describe('GET /api/page/:link', () => {
  it.each(['contact', 'privacy-policy', 'careers', 'gas-turbina'])(
    'answers %s with its texts, images and parts',
    async (link) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/page/${link}` });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(Object.keys(page).sort()).toEqual([
        'images',
        'link',
        'parts',
        'text_de',
        'text_en',
        'text_ru',
        'updated_at',
      ]);
      expect(page.link).toBe(link);
      for (const text of [page.text_de, page.text_en, page.text_ru]) expect(text).toMatch(/<p>/);
    },
  );

  it('has a privacy policy with 13 sections in every language', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/page/privacy-policy' })).json();
    for (const text of [page.text_de, page.text_en, page.text_ru]) expect(text.match(/<h2>/g)).toHaveLength(13);
  });

  it('gives the gas-turbine page images and parts whose files are served with long-lived caching', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/page/gas-turbina' })).json();
    expect(page.images.length).toBeGreaterThanOrEqual(1);
    expect(page.parts.length).toBeGreaterThanOrEqual(1);
    expect(page.parts[0]).toEqual({
      id: expect.any(Number),
      page_id: expect.any(Number),
      image: expect.stringMatching(/^uploads\/.+\.webp$/),
      description_en: expect.any(String),
      description_de: expect.any(String),
      description_ru: expect.any(String),
    });
    const file = await t.app.inject({ method: 'GET', url: `/api/${page.images[0]}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for an unknown page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/page/about-us' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Page not found' });
  });
});

describe('revalidating public reads', () => {
  it('answers a repeated read with 304 and no body, and a changed record with 200 and a new tag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);

    const again = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const token = await t.signIn();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/settings',
          headers: t.bearer(token),
          payload: { phone: '+49 551 000000' },
        })
      ).statusCode,
    ).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ phone: string }>().phone).toBe('+49 551 000000');
    expect(changed.headers.etag).not.toBe(tag);
  });
});
