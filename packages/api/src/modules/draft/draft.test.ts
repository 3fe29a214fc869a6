import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Drafts on both engines: saved beside the published version, invisible to visitors' reads and search until
// published; two editors never overwrite each other unseen (a stale version is a 409 saying who changed what);
// publishing is one revision by the publisher; bad input changes nothing.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

async function service() {
  const { id } = await t.admin.service.create(
    formData({ title_de: 'Boroskopie', title_en: 'Borescope inspection', text_en: '<p>On site in 48 hours</p>' }, [
      { field: 'images', data: await pngImage() },
    ]),
  );
  return id;
}

describe('a draft', () => {
  it('is saved beside the live record, unseen by visitors and search, and published as one revision', async () => {
    const vera = await t.userOf('editor', 'vera');
    const id = await service();
    const first = await vera.caller.draft.save({
      entity: 'service',
      id,
      version: 0,
      title_en: 'Borescope inspection and repair',
    });
    expect(first).toMatchObject({
      version: 1,
      fields: { title_en: 'Borescope inspection and repair' },
      values: {
        title_de: 'Boroskopie',
        title_en: 'Borescope inspection and repair',
        text_en: '<p>On site in 48 hours</p>',
      },
      differs: ['title_en'],
      user: { login: 'vera' },
    });
    // Saving again changes what is sent and keeps the rest; texts are kept as sent until published.
    const second = await t.admin.draft.save({
      entity: 'service',
      id,
      version: 1,
      text_en: '<p>On site in 24 hours</p>',
    });
    expect(second.version).toBe(2);
    expect(second.differs).toEqual(['text_en', 'title_en']);

    // Visitors read the live record: by id, in the menu and in search.
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection');
    const menu = await t.visitor().navbar.get();
    expect(JSON.stringify(menu)).not.toContain('and repair');
    expect((await t.visitor().search.query({ q: 'repair', lang: 'en' })).services).toEqual([]);

    t.advance(60_000);
    const published = await vera.caller.draft.publish({ entity: 'service', id, version: 2 });
    // Now found by its new words.
    expect((await t.visitor().search.query({ q: 'repair', lang: 'en' })).services).toHaveLength(1);
    expect(published.values).toMatchObject({
      title_en: 'Borescope inspection and repair',
      text_en: '<p>On site in 24 hours</p>',
    });
    expect(await t.visitor().service.byId({ id })).toMatchObject({ title_en: 'Borescope inspection and repair' });
    expect(await refusal(t.admin.draft.get({ entity: 'service', id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'This record has no draft',
    });
    const [revision] = await t.admin.history.list({ entity: 'service', id });
    expect(revision).toMatchObject({
      action: 'update',
      fields_changed: ['text_en', 'title_en'],
      user: { login: 'vera' },
    });
  });

  it('refuses a stale save or publish with who changed what, and changes nothing', async () => {
    const vera = await t.userOf('editor', 'vera');
    const id = await service();
    await t.admin.draft.save({ entity: 'service', id, version: 0, title_en: 'Borescope (draft)' });
    // Vera read version 1; the administrator saves version 2 meanwhile.
    t.advance(60_000);
    await t.admin.draft.save({ entity: 'service', id, version: 1, text_en: '<p>New text</p>' });
    const stale = {
      code: 'CONFLICT',
      message:
        'The draft was changed meanwhile by admin at 2026-11-22T09:01:00.000Z (now version 2: text_en): read it again before you save or publish',
    };
    expect(await refusal(vera.caller.draft.save({ entity: 'service', id, version: 1, title_en: 'Mine' }))).toEqual(
      stale,
    );
    expect(await refusal(vera.caller.draft.publish({ entity: 'service', id, version: 1 }))).toEqual(stale);
    // Starting a second draft over the first is stale too.
    expect(
      await refusal(vera.caller.draft.save({ entity: 'service', id, version: 0, title_en: 'Mine' })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    const draft = await t.admin.draft.get({ entity: 'service', id });
    expect(draft).toMatchObject({ version: 2, fields: { title_en: 'Borescope (draft)', text_en: '<p>New text</p>' } });
    expect((await t.admin.service.byId({ id })).title_en).toBe('Borescope inspection');
    expect(await t.admin.history.list({ entity: 'service', id })).toHaveLength(1);

    // Discarding drops it and keeps the live record.
    expect(await vera.caller.draft.discard({ entity: 'service', id })).toEqual({ ok: true });
    expect(await refusal(vera.caller.draft.discard({ entity: 'service', id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.admin.service.byId({ id })).title_en).toBe('Borescope inspection');
  });

  it("refuses another kind's fields, a field its PATCH refuses, an unknown record and a role that does not edit", async () => {
    const id = await service();
    expect(await refusal(t.admin.draft.save({ entity: 'service', id, version: 0, title: 'LM6000' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Not a field of a service: title',
    });
    expect(
      await refusal(t.admin.draft.save({ entity: 'service', id, version: 0, title_en: 'x'.repeat(201) })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Title (EN) is too long (at most 200 characters)' });
    expect(await refusal(t.admin.draft.save({ entity: 'service', id, version: 0 }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(t.admin.draft.save({ entity: 'service', id, version: -1, title_en: 'A' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(t.admin.draft.save({ entity: 'service', id: 999, version: 0, title_en: 'A' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Record not found',
    });
    expect(await refusal(t.admin.draft.get({ entity: 'service', id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
    const sales = await t.userOf('sales');
    expect(await refusal(sales.caller.draft.save({ entity: 'service', id, version: 0, title_en: 'A' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await t.db.selectFrom('drafts').selectAll().execute()).toEqual([]);

    // A page's and a product's drafts take their own fields.
    await t.admin.page.update({ link: 'contact', text_en: '<p>Live</p>' });
    const pageId = (await t.db.selectFrom('pages').select('id').where('link', '=', 'contact').executeTakeFirstOrThrow())
      .id;
    await t.admin.draft.save({ entity: 'page', id: pageId, version: 0, text_en: '<p>Draft</p>' });
    expect((await t.visitor().page.byLink({ link: 'contact' })).text_en).toBe('<p>Live</p>');
    await t.admin.draft.publish({ entity: 'page', id: pageId, version: 1 });
    expect((await t.visitor().page.byLink({ link: 'contact' })).text_en).toBe('<p>Draft</p>');
    const product = await t.admin.product.create(formData({ title: 'LM6000', lang: 'EN', power: 43 }));
    const saved = await t.admin.draft.save({ entity: 'product', id: product.id, version: 0, power: 50 });
    expect(saved.values).toMatchObject({ title: 'LM6000', power: 50 });
  });
});

describe('a preview link', () => {
  it('shows the draft of its record for 24 hours to anyone with it, and nothing of another record', async () => {
    const id = await service();
    const other = await service();
    await t.admin.draft.save({
      entity: 'service',
      id,
      version: 0,
      text_en: '<p>Trade fair text</p><script>alert(1)</script>',
    });
    const link = await t.admin.draft.preview({ entity: 'service', id });
    expect(link.expires_at).toBe('2026-11-23T09:00:00.000Z');
    expect(link.urls.en).toMatch(new RegExp(`^http://localhost:3000/en/service/${id}\\?preview=[\\w-]{43}$`));
    expect(link.url).toBe(link.urls.de.replace('/en/', '/'));
    const token = new URL(link.urls.ru).searchParams.get('preview')!;
    // Only the token's hash is kept.
    expect(JSON.stringify(await t.db.selectFrom('preview_links').selectAll().execute())).not.toContain(token);

    const visitor = t.visitor();
    expect(await visitor.draft.previewed({ token, entity: 'service', id })).toEqual({
      entity: 'service',
      id,
      // The draft's text was made safe as it was saved.
      fields: { text_en: '<p>Trade fair text</p>' },
      expires_at: link.expires_at,
    });
    const notFound = { code: 'NOT_FOUND', message: 'This preview link has expired or was not made for this page' };
    expect(await refusal(visitor.draft.previewed({ token, entity: 'service', id: other }))).toEqual(notFound);
    expect(await refusal(visitor.draft.previewed({ token: 'x'.repeat(43), entity: 'service', id }))).toEqual(notFound);
    // Published, the link shows the record as it is now; a day later, nothing.
    await t.admin.draft.publish({ entity: 'service', id, version: 1 });
    expect((await visitor.draft.previewed({ token, entity: 'service', id })).fields).toEqual({});
    t.advance(24 * 3_600_000);
    expect(await refusal(visitor.draft.previewed({ token, entity: 'service', id }))).toEqual(notFound);
    // No draft, no link; a salesperson makes none.
    expect(await refusal(t.admin.draft.preview({ entity: 'service', id }))).toMatchObject({ code: 'NOT_FOUND' });
    const sales = await t.userOf('sales');
    expect(await refusal(sales.caller.draft.preview({ entity: 'service', id }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
