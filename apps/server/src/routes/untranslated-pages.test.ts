import { XMLParser } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// A service written in German only, as a product manager adds it before the translator has been: what visitors,
// search engines and the sitemap get in English and Russian, and how that changes once the English text is saved.
const SITE = 'https://www.turbotech.example';
const GERMAN = {
  title_de: 'Boroskopie vor Ort',
  text_de: '<p>Wir inspizieren Brennkammer und Turbine mit dem Boroskop, ohne das Triebwerk auszubauen.</p>',
};

let t: TestApp;
let auth: Record<string, string>;
let id: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, webDir: BUILT_WEB_DIR, publicUrl: SITE });
  auth = t.bearer(await t.signIn());
  const body = multipartBody(GERMAN, [
    { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const html = parse(response.body);
  const main = html.querySelector('main');
  // The menus are drawn in the browser (a browser test reads them: e2e/translations.test.ts).
  return {
    title: html.querySelector('title')?.text,
    h1: html.querySelector('h1'),
    robots: html.querySelector('meta[name="robots"]')?.getAttribute('content'),
    canonical: html.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: html.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => link.getAttribute('hreflang')),
    notice: html.querySelector('[data-testid="fallback-notice"]')?.text.trim(),
    german: main?.querySelectorAll('[lang="de"]').map((element) => element.text.trim()) ?? [],
  };
}

async function sitemapLocations(): Promise<Map<string, string[]>> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(response.body) as { urlset: { url: { loc: string; 'xhtml:link': { '@_hreflang': string }[] }[] } };
  return new Map(parsed.urlset.url.map((url) => [url.loc, url['xhtml:link'].map((link) => link['@_hreflang'])]));
}

describe('a service written in German only', () => {
  it('shows its German title and text on the English and Russian pages, marked as German, with a notice, kept out of search engines', async () => {
    for (const [lang, notice] of [
      ['en', 'This page is not yet available in English; showing the German version.'],
      ['ru', 'Эта страница ещё не переведена на русский язык; показана немецкая версия.'],
    ] as const) {
      const shown = await page(`/${lang}/service/${id}`);
      expect(shown.title).toBe('Boroskopie vor Ort | TurboTech Rosdorf GmbH');
      expect(shown.h1?.text.trim()).toBe('Boroskopie vor Ort');
      expect(shown.h1?.querySelector('[lang="de"]')?.text).toBe('Boroskopie vor Ort');
      expect(shown.german).toContain(
        'Wir inspizieren Brennkammer und Turbine mit dem Boroskop, ohne das Triebwerk auszubauen.',
      );
      expect(shown.notice).toBe(notice);
      expect(shown.robots).toBe('noindex, follow');
      expect(shown.alternates).toEqual([]);
      expect(shown.canonical).toBeUndefined();
    }

    const german = await page(`/service/${id}`);
    expect(german.notice).toBeUndefined();
    expect(german.robots).toBeUndefined();
    expect(german.german).toEqual([]);
    // Its only language version is itself.
    expect(german.alternates).toEqual(['de', 'x-default']);
    expect(german.canonical).toBe(`${SITE}/service/${id}`);

    const sitemap = await sitemapLocations();
    expect(sitemap.get(`${SITE}/service/${id}`)).toEqual(['de', 'x-default']);
    expect(sitemap.has(`${SITE}/en/service/${id}`)).toBe(false);
    expect(sitemap.has(`${SITE}/ru/service/${id}`)).toBe(false);
  });

  it('becomes an English page once its English text is saved: indexable, in the sitemap with its alternates, no notice', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${id}`,
      headers: auth,
      payload: { title_en: 'On-site borescope inspection', text_en: '<p>We inspect the combustor in place.</p>' },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const english = await page(`/en/service/${id}`);
    expect(english.title).toBe('On-site borescope inspection | TurboTech Rosdorf GmbH');
    expect(english.notice).toBeUndefined();
    expect(english.robots).toBeUndefined();
    expect(english.german).toEqual([]);
    expect(english.alternates).toEqual(['de', 'en', 'x-default']);

    // Russian still falls back, and the German and English pages name each other only.
    expect((await page(`/ru/service/${id}`)).robots).toBe('noindex, follow');
    const sitemap = await sitemapLocations();
    expect(sitemap.get(`${SITE}/service/${id}`)).toEqual(['de', 'en', 'x-default']);
    expect(sitemap.get(`${SITE}/en/service/${id}`)).toEqual(['de', 'en', 'x-default']);
    expect(sitemap.has(`${SITE}/ru/service/${id}`)).toBe(false);
  });

  it('keeps the stored fields as they are in the API: empty stays empty', async () => {
    const service = (await t.app.inject({ method: 'GET', url: `/api/service/${id}` })).json<Record<string, string>>();
    expect(service).toMatchObject({ title_ru: '', text_ru: '', title_de: GERMAN.title_de });
  });

  it('counts its texts as missing, then outdated once the German text changes, over REST', async () => {
    const get = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ entity: string; id: number; field: string; state: string }[]>();
    };
    const ofService = (items: { entity: string; id: number; field: string; state: string }[]) =>
      items.filter((item) => item.entity === 'service' && item.id === id).map((item) => `${item.field} ${item.state}`);
    expect(ofService(await get('/api/translations?lang=ru'))).toEqual(['title missing', 'text missing']);
    expect(ofService(await get('/api/translations?lang=en'))).toEqual([]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${id}`,
      headers: auth,
      payload: { text_de: '<p>Neu: auch Wuchten.</p>' },
    });
    expect(patched.statusCode).toBe(200);
    expect(ofService(await get('/api/translations?lang=en&state=outdated'))).toEqual(['text outdated']);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/translations/summary', headers: auth })).json();
    expect(summary.en.outdated).toBeGreaterThanOrEqual(1);

    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/translations/current',
      headers: auth,
      payload: { entity: 'service', id, field: 'text', lang: 'en' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(ofService(await get('/api/translations?lang=en'))).toEqual([]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/translations?lang=fr', headers: auth });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Language must be one of en, ru' });
    expect((await t.app.inject({ method: 'GET', url: '/api/translations/summary' })).statusCode).toBe(401);
  });

  it('exports the Russian texts to translate over REST as XLIFF and XLSX downloads, and imports one back with ?lang and ?preview', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/translations/export?lang=ru&format=xliff',
      headers: auth,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/xliff\+xml/);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="translations-de-ru-todo-\d{4}-\d\d-\d\d\.xlf"$/,
    );
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.body).toContain(`<unit id="${id}-title" name="title">`);
    const spreadsheet = await t.app.inject({
      method: 'GET',
      url: '/api/translations/export?lang=ru&format=xlsx&only=all',
      headers: auth,
    });
    expect(spreadsheet.statusCode).toBe(200);
    expect(spreadsheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.app.inject({ method: 'GET', url: '/api/translations/export?lang=ru' })).statusCode).toBe(401);
    const badFormat = await t.app.inject({
      method: 'GET',
      url: '/api/translations/export?lang=ru&format=pdf',
      headers: auth,
    });
    expect(badFormat.json()).toMatchObject({ statusCode: 400, message: 'format must be one of xliff, xlsx' });

    const translated = exported.body.replace(
      new RegExp(`(<unit id="${id}-title"[\\s\\S]*?</source>)`),
      '$1<target>Бороскопия на месте</target>',
    );
    const send = (query: string) => {
      const body = multipartBody({}, [
        { field: 'file', filename: 'back.xlf', type: 'application/xliff+xml', data: Buffer.from(translated) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/translations/import?${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
    };
    const preview = await send('lang=ru&preview=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ applied: false, changed: [{ entity: 'service', id, field: 'title' }] });
    expect((await page(`/ru/service/${id}`)).title).toMatch(/^Boroskopie vor Ort/);
    const applied = await send('lang=ru&preview=false');
    expect(applied.json()).toMatchObject({ applied: true, changed: [{ after: 'Бороскопия на месте' }] });
    expect((await page(`/ru/service/${id}`)).title).toMatch(/^Бороскопия на месте/);
    const wrongLanguage = await send('lang=en&preview=false');
    expect(wrongLanguage.json()).toMatchObject({
      statusCode: 400,
      message: 'The file is a translation into ru, not en',
    });
  });
});
