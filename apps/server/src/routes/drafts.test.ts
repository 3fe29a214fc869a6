import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_WEB_DIR, createTestApp, type TestApp } from '../testing/test-app.ts';

// Drafts over REST, against the seeded site: a PUT keeps changes beside the live service, which visitors, its
// server-rendered page and search keep showing as it is; a stale version is 409; publishing makes it live.
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, webDir: BUILT_WEB_DIR });
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('/api/drafts', () => {
  it('keeps a draft unseen by visitors until it is published, and refuses a stale version', async () => {
    const live = (await t.app.inject({ method: 'GET', url: '/api/service/1' })).json<{ title_en: string }>();
    const draftTitle = 'Field service, draft for the trade fair';
    const saved = await send('PUT', '/api/drafts/service/1', { version: 0, title_en: draftTitle });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ entity: 'service', id: 1, version: 1, differs: ['title_en'] });

    // Visitors: the REST read, the server-rendered page, search.
    expect((await t.app.inject({ method: 'GET', url: '/api/service/1' })).json()).toMatchObject(live);
    const page = await t.app.inject({ method: 'GET', url: '/en/service/1' });
    expect(page.body).toContain(live.title_en);
    expect(page.body).not.toContain(draftTitle);
    const search = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('trade fair')}` });
    expect(search.body).not.toContain(draftTitle);

    expect((await send('GET', '/api/drafts/service/1')).json()).toMatchObject({ fields: { title_en: draftTitle } });
    const stale = await send('POST', '/api/drafts/service/1/publish', { version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed meanwhile by admin');
    const wrong = await send('PUT', '/api/drafts/service/1', { version: 1, title: 'LM6000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Not a field of a service: title');

    const published = await send('POST', '/api/drafts/service/1/publish', { version: 1 });
    expect(published.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/service/1' })).json()).toMatchObject({
      title_en: draftTitle,
    });
    expect((await t.app.inject({ method: 'GET', url: '/en/service/1' })).body).toContain(draftTitle);
    expect((await send('GET', '/api/drafts/service/1')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/drafts/service/1')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/drafts/service/1' })).statusCode).toBe(401);
    expect((await send('GET', '/api/drafts/invoice/1')).statusCode).toBe(400);
  });

  it('renders a preview link on the server with the draft, in each language, kept by no cache, and 404 once expired', async () => {
    const draftTitle = 'Combustion inspection (trade fair)';
    expect(
      (await send('PUT', '/api/drafts/spare/1', { version: 0, title_en: draftTitle, title_ru: 'Осмотр (выставка)' }))
        .statusCode,
    ).toBe(200);
    const created = await send('POST', '/api/drafts/spare/1/preview');
    expect(created.statusCode).toBe(200);
    const { urls } = created.json<{ urls: Record<'de' | 'en' | 'ru', string> }>();
    const path = (url: string) => new URL(url).pathname + new URL(url).search;

    const english = await t.app.inject({ method: 'GET', url: path(urls.en) });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(draftTitle);
    expect(english.body).toContain('Preview of a draft');
    expect(english.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(english.headers['referrer-policy']).toBe('no-referrer');
    expect((await t.app.inject({ method: 'GET', url: path(urls.ru) })).body).toContain('Осмотр (выставка)');
    // The page without the token, read again after the preview, is the live one.
    const live = await t.app.inject({ method: 'GET', url: '/en/part-list/1' });
    expect(live.body).not.toContain(draftTitle);
    expect(live.body).not.toContain('Preview of a draft');
    // The token shows only the record it was made for, and a guessed one nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: path(urls.en).replace('/part-list/1', '/part-list/2') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/en/part-list/1?preview=${'a'.repeat(43)}` })).statusCode).toBe(
      404,
    );
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: path(urls.en) })).statusCode).toBe(404);
  });

  it('schedules a publish and its switch back on the site’s clock, lists it, cancels it, and refuses bad times', async () => {
    auth = t.bearer(await t.signIn()); // the preview's day has passed: a fresh sign-in
    expect((await send('PUT', '/api/drafts/service/2', { version: 0, title_en: 'Fair edition' })).statusCode).toBe(200);
    const scheduled = await send('POST', '/api/drafts/service/2/schedule', {
      publish_at: '2026-12-01T09:00',
      unpublish_at: '2026-12-04T18:00:00+01:00',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      time_zone: 'Europe/Berlin',
      schedules: [
        { action: 'publish', run_at: '2026-12-01T08:00:00.000Z', status: 'pending', user: { login: 'admin' } },
        { action: 'unpublish', run_at: '2026-12-04T17:00:00.000Z', status: 'pending' },
      ],
    });
    const listed = (await send('GET', '/api/schedule')).json<{ schedules: { id: number; name: string }[] }>();
    expect(listed.schedules.map(({ id, name }) => [id, name])).toEqual([
      [2, expect.any(String)],
      [2, expect.any(String)],
    ]);
    expect((await send('GET', '/api/drafts/service/2')).json().scheduled).toHaveLength(2);

    for (const body of [
      { publish_at: '2026-11-22T09:00' }, // past
      { publish_at: '2026-02-30T10:00' },
      { publish_at: '01.12.2026 10:00' },
      { publish_at: '2030-12-01T09:00+25:00' },
      { publish_at: '2026-12-02T10:00', unpublish_at: '2026-12-01T10:00' },
      {},
    ]) {
      const refused = await send('POST', '/api/drafts/service/2/schedule', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('POST', '/api/drafts/service/3/schedule', { publish_at: '2026-12-01T10:00' })).statusCode).toBe(
      404,
    );
    expect((await send('GET', '/api/schedule')).json().schedules).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedule' })).statusCode).toBe(401);

    const cancelled = await send('DELETE', '/api/drafts/service/2/schedule');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ok: true, cancelled: 2 });
    expect((await send('DELETE', '/api/drafts/service/2/schedule')).statusCode).toBe(404);
    expect((await send('GET', '/api/schedule')).json().schedules).toMatchObject([
      { status: 'cancelled', outcome: 'cancelled', detail: 'admin' },
      { status: 'cancelled', outcome: 'cancelled', detail: 'admin' },
    ]);
  });

  it('keeps a hidden service off the site (REST, page, menu, sitemap) but shows it to the team and on a preview link', async () => {
    auth = t.bearer(await t.signIn());
    const hiddenTitle = 'Generator rewind (coming soon)';
    const patched = await send('PATCH', '/api/service/2', { title_en: hiddenTitle, hidden: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: 2, title_en: hiddenTitle, hidden: true });

    const visitor = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await visitor('/api/service/2')).statusCode).toBe(404);
    expect((await visitor('/api/service')).json<{ id: number }[]>().map((service) => service.id)).not.toContain(2);
    const page = await visitor('/en/service/2');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(hiddenTitle);
    expect((await visitor('/en')).body).not.toContain(hiddenTitle);
    const sitemap = (await visitor('/sitemap.xml')).body;
    expect(sitemap).toContain('/en/service/1<');
    expect(sitemap).not.toContain('/service/2<');

    // The team reads it; visitors cannot reach the team's reads.
    expect((await send('GET', '/api/service/show/2')).json()).toMatchObject({ title_en: hiddenTitle, hidden: true });
    const all = (await send('GET', '/api/service/all')).json<{ id: number; hidden: boolean }[]>();
    expect(all.find((service) => service.id === 2)).toMatchObject({ hidden: true });
    expect((await visitor('/api/service/all')).statusCode).toBe(401);
    expect((await visitor('/api/service/show/2')).statusCode).toBe(401);
    expect((await send('PATCH', '/api/service/2', { hidden: 'perhaps' })).statusCode).toBe(400);

    // A draft that shows it (the one an earlier test left is dropped first): its preview link renders the page on the
    // server; without the link it stays hidden.
    await send('DELETE', '/api/drafts/service/2');
    expect((await send('PUT', '/api/drafts/service/2', { version: 0, hidden: false })).json()).toMatchObject({
      differs: ['hidden'],
    });
    const { urls } = (await send('POST', '/api/drafts/service/2/preview')).json<{ urls: Record<'en', string> }>();
    const preview = await visitor(new URL(urls.en).pathname + new URL(urls.en).search);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(hiddenTitle);
    expect((await visitor('/en/service/2')).statusCode).toBe(404);

    expect((await send('POST', '/api/drafts/service/2/publish', { version: 1 })).statusCode).toBe(200);
    expect((await visitor('/api/service/2')).json()).toMatchObject({ title_en: hiddenTitle, hidden: false });
    expect((await visitor('/en/service/2')).body).toContain(hiddenTitle);
    expect((await visitor('/sitemap.xml')).body).toContain('/en/service/2<');
  });
});
