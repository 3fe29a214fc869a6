import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_POLL_MS, createDb, engineOf } from '@tp/db';
import { COMPANY_NAME } from '@tp/schemas/company';
import { localizedPath, SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from '../testing/test-app.ts';

// What a search engine or a link preview reads: the first HTML of every public page, rendered by the real
// server bundle (`npm test` builds the web app first), on a seeded SQLite file.
const SITE = 'https://www.turbotech.example';

let t: TestApp;
let ids: { service: number; spare: number; product: number };
beforeAll(async () => {
  t = await createTestApp({ seed: true, webDir: BUILT_WEB_DIR, publicUrl: SITE });
  const first = (table: 'services' | 'spare_groups' | 'products') =>
    t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
  ids = {
    service: (await first('services')).id,
    spare: (await first('spare_groups')).id,
    product: (await first('products')).id,
  };
});
afterAll(() => t.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const html = parse(response.body);
  return { response, html, text: html.querySelector('body')?.text.replace(/\s+/g, ' ') ?? '' };
}

const attr = (html: HTMLElement, selector: string, name: string) => html.querySelector(selector)?.getAttribute(name);
const meta = (html: HTMLElement, key: string) => attr(html, `meta[name="${key}"], meta[property="${key}"]`, 'content');
const plain = (rich: string) => parse(rich).text.replace(/\s+/g, ' ').trim();
const json = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

type Titled = Record<`title_${SiteLang}` | `text_${SiteLang}`, string>;

/** Each public route with the heading and a piece of its content the page must carry in a language. */
async function expectations(lang: SiteLang): Promise<{ path: string; heading?: string; content: string }[]> {
  const service = await json<Titled>(`/api/service/${ids.service}`);
  const spare = await json<Titled & { parts: { partnumber: string }[] }>(`/api/spare/${ids.spare}`);
  const product = await json<{ title: string; description: string }>(`/api/product/${ids.product}`);
  const pageText = async (link: string) =>
    plain((await json<Record<string, string>>(`/api/page/${link}`))[`text_${lang}`]!).slice(0, 60);
  const settings = await json<{ phone: string; address: string }>('/api/settings');
  return [
    { path: '/', content: COMPANY_NAME },
    { path: '/gas-turbina', content: await pageText('gas-turbina') },
    { path: '/spare-parts', content: settings.address },
    {
      path: '/partners',
      content: plain((await json<{ text: string }[]>(`/api/partner?lang=${lang}`))[0]!.text).slice(0, 60),
    },
    { path: '/careers', content: await pageText('careers') },
    { path: '/imprint', content: await pageText('contact') },
    { path: '/privacy-policy', content: await pageText('privacy-policy') },
    {
      path: `/service/${ids.service}`,
      heading: service[`title_${lang}`],
      content: plain(service[`text_${lang}`]).slice(0, 60),
    },
    { path: `/part-list/${ids.spare}`, heading: spare[`title_${lang}`], content: spare.parts[0]!.partnumber },
    { path: `/parts/${ids.product}`, heading: product.title, content: plain(product.description).slice(0, 60) },
  ];
}

describe('server-rendered public pages', () => {
  for (const lang of SITE_LANGS) {
    it(`carry their language, tags, heading and text in the first HTML (${lang})`, async () => {
      const headings = new Set<string>();
      for (const expected of await expectations(lang)) {
        const address = localizedPath(expected.path, lang);
        const { response, html, text } = await page(address);
        const where = `${address}`;
        expect(response.statusCode, where).toBe(200);
        expect(response.headers['content-type'], where).toMatch(/^text\/html/);
        expect(attr(html, 'html', 'lang'), where).toBe(lang);

        const title = html.querySelector('title')?.text ?? '';
        expect(title, where).toContain(COMPANY_NAME);
        expect(meta(html, 'description')?.length, where).toBeGreaterThan(20);
        expect(meta(html, 'og:title'), where).toBe(title);
        expect(meta(html, 'og:description'), where).toBe(meta(html, 'description'));
        expect(meta(html, 'og:image'), where).toMatch(new RegExp(`^${SITE}/`));
        expect(meta(html, 'og:locale'), where).toBe({ de: 'de_DE', en: 'en_US', ru: 'ru_RU' }[lang]);

        const canonical = `${SITE}${address}`;
        expect(attr(html, 'link[rel="canonical"]', 'href'), where).toBe(canonical);
        expect(meta(html, 'og:url'), where).toBe(canonical);
        const alternates = Object.fromEntries(
          html
            .querySelectorAll('link[rel="alternate"]')
            .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
        expect(alternates, where).toEqual({
          de: `${SITE}${expected.path}`,
          en: `${SITE}${localizedPath(expected.path, 'en')}`,
          ru: `${SITE}${localizedPath(expected.path, 'ru')}`,
          'x-default': `${SITE}${expected.path}`,
        });

        const heading = html.querySelector('h1')?.text.trim() ?? '';
        expect(heading, where).not.toBe('');
        if (expected.heading) expect(heading, where).toBe(expected.heading);
        headings.add(heading);
        expect(text, where).toContain(expected.content.replace(/\s+/g, ' ').trim());

        // The company as schema.org data on every page, from the settings.
        const organization = html
          .querySelectorAll('script[type="application/ld+json"]')
          .map((script) => JSON.parse(script.text) as Record<string, unknown>)
          .find((data) => data['@type'] === 'Organization');
        expect(organization, where).toMatchObject({ name: COMPANY_NAME, url: `${SITE}${localizedPath('/', lang)}` });
      }
      // Ten pages, ten different headings.
      expect(headings.size).toBe(10);
    });
  }

  it('describes a product as schema.org Product data', async () => {
    const product = await json<{ title: string }>(`/api/product/${ids.product}`);
    const { html } = await page(`/en/parts/${ids.product}`);
    const data = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as Record<string, unknown>);
    expect(data.find((entry) => entry['@type'] === 'Product')).toMatchObject({
      name: product.title,
      url: `${SITE}/en/parts/${ids.product}`,
    });
  });

  it('renders the interface texts in the language of the address', async () => {
    const nav = async (address: string) =>
      (await page(address)).html.querySelector('nav[aria-label]')?.getAttribute('aria-label');
    expect(await nav('/')).toBe('Hauptmenü');
    expect(await nav('/en')).toBe('Main menu');
    expect(await nav('/ru')).toBe('Главное меню');
    // Links inside a page keep its language.
    const links = (await page('/ru/careers')).html
      .querySelectorAll('header a[href^="/"]')
      .map((link) => link.getAttribute('href'));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(/^\/ru(\/|$)/);
  });

  it('answers 404 with the not-found page for unknown records and addresses, without language alternates', async () => {
    for (const address of [
      `/service/99999`,
      `/en/part-list/99999`,
      `/ru/parts/99999`,
      '/parts/abc',
      '/no-such-page',
      '/en/no-such-page',
    ]) {
      const { response, html, text } = await page(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toMatch(/^text\/html/);
      expect(attr(html, 'html', 'lang'), address).toBe(
        address.startsWith('/en') ? 'en' : address.startsWith('/ru') ? 'ru' : 'de',
      );
      expect(text, address).toContain('404');
      expect(html.querySelector('link[rel="canonical"]'), address).toBeNull();
      expect(html.querySelectorAll('link[rel="alternate"]'), address).toHaveLength(0);
    }
  });

  it('moves ?lang= and trailing slashes permanently to the canonical address', async () => {
    const cases: [string, string][] = [
      [`/service/${ids.service}?lang=en`, `/en/service/${ids.service}`],
      [`/en/service/${ids.service}?lang=de`, `/service/${ids.service}`],
      [`/en/service/${ids.service}?lang=ru`, `/ru/service/${ids.service}`],
      ['/gas-turbina?category=2&lang=ru', '/ru/gas-turbina?category=2'],
      ['/?lang=en', '/en'],
      ['/?lang=xx', '/'],
      ['/en/', '/en'],
      [`/part-list/${ids.spare}/`, `/part-list/${ids.spare}`],
      ['/en/careers/?lang=ru', '/ru/careers'],
      ['/en/dashboard', '/dashboard'],
      ['/dashboard?lang=en', '/dashboard'],
    ];
    // A path that looks like another host is never a redirect there.
    const protocolRelative = await t.app.inject({ method: 'GET', url: '//evil.example/x' });
    expect(String(protocolRelative.headers.location ?? '/')).toMatch(/^\/(?!\/)/);
    for (const [from, to] of cases) {
      const response = await t.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      // A link naming a language is a choice: kept in the cookie the switcher writes too.
      const chosen = /[?&]lang=(de|en|ru)\b/.exec(from)?.[1];
      expect(response.headers['set-cookie'], from).toBe(
        chosen ? `lang=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax` : undefined,
      );
    }
  });

  it('sends the dashboard as a frame for the browser, in the language of the stored choice, never indexed', async () => {
    for (const [cookie, lang] of [
      [undefined, 'de'],
      ['lang=en', 'en'],
      ['other=1; lang=ru', 'ru'],
    ] as const) {
      const { response, html } = await page('/dashboard/settings', cookie ? { cookie } : {});
      expect(response.statusCode).toBe(200);
      expect(attr(html, 'html', 'lang')).toBe(lang);
      expect(meta(html, 'robots')).toBe('noindex');
      expect(html.querySelector('link[rel="canonical"]')).toBeNull();
    }
    // The sign-in page: rendered around the form, which the browser draws; never indexed.
    const signIn = await page('/en/controller');
    expect(signIn.response.statusCode).toBe(200);
    expect(meta(signIn.html, 'robots')).toBe('noindex');
    expect(signIn.html.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(signIn.html.querySelector('input[type="password"]')).toBeNull();
  });

  it("allows a kept page's own inline scripts by their hashes, and no other inline script", async () => {
    const { response, html } = await page(`/en/service/${ids.service}`);
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const inline = html
      .querySelectorAll('script')
      .filter((script) => !script.getAttribute('src') && script.getAttribute('type') !== 'application/ld+json');
    expect(inline.length).toBeGreaterThan(0);
    // Each inline script's text, hashed here as the browser hashes it, is named in the policy; none carries a nonce.
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    for (const script of inline) {
      expect(scriptSrc).toContain(sha256(script.rawText));
      expect(script.getAttribute('nonce')).toBeUndefined();
    }
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toHaveLength(
      new Set(inline.map((script) => script.rawText)).size,
    );
    // Styles keep 'unsafe-inline' (React style attributes): no nonce or hash there, which would switch it off.
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
  });

  it('stamps the inline scripts of a page rendered for one response (search, dashboard) with a nonce of its own', async () => {
    for (const address of ['/en/search?q=LM2500', '/dashboard']) {
      const nonces = [];
      for (const round of [1, 2]) {
        const { response, html } = await page(address);
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
        expect(nonce, `${address} #${round}`).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
        for (const script of html.querySelectorAll('script:not([src])'))
          if (script.getAttribute('type') !== 'application/ld+json') expect(script.getAttribute('nonce')).toBe(nonce);
        nonces.push(nonce);
      }
      expect(nonces[0], address).not.toBe(nonces[1]);
    }
  });

  it('isolates the dashboard and the sign-in page from other windows, and no public page (which a phone would pay for in a process of its own)', async () => {
    const opener = async (address: string) =>
      (await t.app.inject({ method: 'GET', url: address })).headers['cross-origin-opener-policy'];
    for (const address of [
      '/',
      '/en',
      `/ru/service/${ids.service}`,
      `/part-list/${ids.spare}`,
      '/en/search?q=LM2500',
      '/unknown-page',
    ]) {
      expect(await opener(address), address).toBeUndefined();
    }
    // Twice each: the second answer of a public page comes from the page cache.
    expect(await opener(`/en/service/${ids.service}`)).toBeUndefined();
    for (const address of ['/dashboard', '/dashboard/services', '/controller', '/en/controller'])
      expect(await opener(address), address).toBe('same-origin');
    // Nor does anything else lose it: the API and the files.
    expect(await opener('/api/navbar')).toBe('same-origin');
    expect(await opener('/favicon.svg')).toBe('same-origin');
  });

  it('keeps a rendered page until the database changes, the same bytes in every response', async () => {
    const address = `/en/service/${ids.service}`;
    const first = await page(address);
    const second = await page(address);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['content-security-policy']).toBe(first.response.headers['content-security-policy']);
    expect(second.response.headers['cache-status']).toBe('turbotech; hit');
    expect(first.response.body).not.toMatch(/nonce[0-9a-f]{24}/);
    expect(second.html.querySelector('h1')?.text).toBe(first.html.querySelector('h1')?.text);

    // A write through the API shows at once...
    const token = await t.signIn();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/service/${ids.service}`,
      headers: t.bearer(token),
      payload: { title_en: 'Hot gas path inspection' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await page(address)).html.querySelector('h1')?.text.trim()).toBe('Hot gas path inspection');
    // ...and so does one from another connection to the same file (the admin command line, a restore).
    const other = createDb(t.databaseTarget);
    await other
      .updateTable('services')
      .set({ title_en: 'Borescope inspection' })
      .where('id', '=', ids.service)
      .execute();
    await other.destroy();
    // At once on SQLite; on PostgreSQL within the bound another server's change takes (the content version's poll).
    const heading = async () => (await page(address)).html.querySelector('h1')?.text.trim();
    if (engineOf(t.db) === 'sqlite') expect(await heading()).toBe('Borescope inspection');
    else
      await expect.poll(heading, { timeout: 3 * CONTENT_VERSION_POLL_MS, interval: 100 }).toBe('Borescope inspection');
  });

  it('sends pages compressed to browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/i);
  });

  it('offers each uploaded picture in sizes, so a phone fetches one its screen shows; each size answers', async () => {
    for (const url of [`/en/service/${ids.service}`, `/ru/part-list/${ids.spare}`, `/parts/${ids.product}`]) {
      const { html } = await page(url);
      const first = html.querySelector('main img[src^="/api/uploads/"]');
      expect(first, url).toBeTruthy();
      const src = first!.getAttribute('src')!;
      const candidates = first!
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' '));
      const relative = src.replace('/api/uploads/', '');
      expect(candidates, url).toEqual([
        [`/api/uploads/sized/480/${relative}`, '480w'],
        [`/api/uploads/sized/800/${relative}`, '800w'],
        [`/api/uploads/sized/1200/${relative}`, '1200w'],
        [src, '2400w'],
      ]);
      expect(first!.getAttribute('sizes'), url).toMatch(/vw/);
      // The page's first picture is preloaded in the head with the same choice.
      expect(
        attr(html, 'link[rel="preload"][as="image"]', 'imagesrcset') ??
          attr(html, 'link[rel="preload"][as="image"]', 'imageSrcSet'),
        url,
      ).toBe(first!.getAttribute('srcset'));
      for (const [address] of candidates)
        expect((await t.app.inject({ method: 'GET', url: address! })).statusCode, address).toBe(200);
      // A link preview shows the page's first picture at 1,200 px (the Open Graph size), not the stored one of up to 2,400.
      const preview = meta(html, 'og:image')!;
      expect(preview, url).toBe(`${SITE}/api/uploads/sized/1200/${relative}`);
      const previewPicture = await t.app.inject({ method: 'GET', url: preview.slice(SITE.length) });
      expect([previewPicture.statusCode, previewPicture.headers['content-type']], url).toEqual([200, 'image/webp']);
    }
  });

  it('sends kept pages with an ETag (304 to a browser that has them), pages rendered for one and missing pages without; all varying by encoding', async () => {
    for (const url of ['/', `/ru/part-list/${ids.spare}`, '/en/no-such-page', '/dashboard']) {
      const kept = url !== '/dashboard';
      const tagged = kept && url !== '/en/no-such-page'; // a 404 page is kept, but not revalidated
      const bodies: string[] = [];
      for (const encoding of ['br', 'identity']) {
        // Twice: the second answer of a public page comes from the page cache, the first from the renderer.
        for (const round of [1, 2]) {
          const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          const label = `${url} ${encoding} #${round}`;
          expect(response.headers['content-type'], label).toMatch(/^text\/html/);
          expect(String(response.headers.vary), label).toMatch(/accept-encoding/);
          expect(response.headers['cache-control'], label).toBe('no-cache');
          expect(response.headers['content-encoding'], label).toBe(encoding === 'br' ? 'br' : undefined);
          const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
          expect(body, label).toMatch(/^<!DOCTYPE html>/i);
          if (kept) bodies.push(body);
          if (!tagged) {
            expect(response.headers.etag, label).toBeUndefined();
            continue;
          }
          expect(response.headers.etag, label).toMatch(/^W\/"/);
          const again = await t.app.inject({
            method: 'GET',
            url,
            headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) },
          });
          expect([again.statusCode, again.body], label).toEqual([304, '']);
        }
      }
      // Brotli or not, first render or kept: the same page.
      if (kept) expect(new Set(bodies).size, url).toBe(1);
    }
    // Files and API reads keep theirs: a revalidating browser gets 304 there.
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers.etag).toBeTruthy();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/robots.txt',
          headers: { 'if-none-match': String(robots.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('renders concurrent visitors in their own languages', async () => {
    const service = await json<Titled>(`/api/service/${ids.service}`);
    const langs = Array.from({ length: 30 }, (_, index) => SITE_LANGS[index % 3]!);
    const pages = await Promise.all(langs.map((lang) => page(localizedPath(`/service/${ids.service}`, lang))));
    pages.forEach(({ html }, index) => {
      const lang = langs[index]!;
      expect(attr(html, 'html', 'lang')).toBe(lang);
      expect(html.querySelector('h1')?.text.trim()).toBe(service[`title_${lang}`]);
    });
  });

  it('puts the first parts of a large group into the page, not all of them', async () => {
    const now = new Date().toISOString();
    const group = await t.db
      .insertInto('spare_groups')
      .values({
        title_de: 'Große Gruppe',
        title_en: 'Large group',
        title_ru: 'Большая группа',
        text_de: '',
        text_en: '',
        text_ru: '',
        position: 99,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parts = Array.from({ length: 5000 }, (_, index) => ({
      group_id: group.id,
      partnumber: `LG-${String(index + 1).padStart(5, '0')}`,
      description_de: `Teil ${index + 1}`,
      description_en: `Part ${index + 1}`,
      description_ru: `Деталь ${index + 1}`,
      subst_part: index % 2 ? `SUB-${index}` : '',
      quantity: index % 7,
      pn_norm: `lg${String(index + 1).padStart(5, '0')}`,
      subst_norm: index % 2 ? `sub${index}` : '',
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < parts.length; start += 500)
      await t.db
        .insertInto('spare_parts')
        .values(parts.slice(start, start + 500))
        .execute();

    const { response, text } = await page(`/en/part-list/${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(text).toContain('LG-00001');
    expect(text).toContain('LG-00031');
    expect(text).toContain('5,000 parts');
    expect(response.body).not.toContain('LG-05000');
    expect(response.body.length).toBeLessThan(200_000);
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page in each language with reciprocal alternates, and every address answers 200', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(response.body) as {
      urlset: {
        '@_xmlns': string;
        url: { loc: string; lastmod?: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
      };
    };
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = parsed.urlset.url;

    const [services, groups, products] = await Promise.all(
      ['services', 'spare_groups', 'products'].map((table) =>
        t.db
          .selectFrom(table as 'services')
          .select('id')
          .execute(),
      ),
    );
    expect(urls).toHaveLength((7 + services!.length + groups!.length + products!.length) * 3);

    const locs = new Set(urls.map((url) => url.loc));
    for (const url of urls) {
      const links = Object.fromEntries(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]));
      expect(Object.keys(links).sort()).toEqual(['de', 'en', 'ru', 'x-default']);
      expect(Object.values(links)).toContain(url.loc);
      expect(links['x-default']).toBe(links.de);
      // Reciprocal: every alternate is itself listed, with the same alternates.
      for (const href of Object.values(links)) {
        expect(locs.has(href)).toBe(true);
        const other = urls.find((candidate) => candidate.loc === href)!;
        expect(Object.fromEntries(other['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]))).toEqual(
          links,
        );
      }
      if (url.lastmod !== undefined) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(url.loc.startsWith(`${SITE}/`)).toBe(true);
    }
    for (const loc of locs) {
      const answer = await t.app.inject({ method: 'GET', url: loc.slice(SITE.length) });
      expect(answer.statusCode, loc).toBe(200);
    }
  });
});
