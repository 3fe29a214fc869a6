import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const texts = {
  title_de: 'Boroskopie',
  title_en: 'Borescope inspection',
  title_ru: 'Бороскопия',
  text_de: '<p>Alle 4.000 h</p>',
  text_en: '<p>Every 4,000 h<script>x</script></p>',
  text_ru: '<p>Каждые 4000 ч</p>',
};
const picture = async (field: string) => ({ field, data: await pngImage() });

describe('service procedures', () => {
  it('create a service with sanitised texts and its images, read it, change what is sent and delete it with its files', async () => {
    const service = await t.admin.service.create(formData(texts, [await picture('images'), await picture('images')]));
    expect(service).toEqual({
      id: expect.any(Number),
      ...texts,
      text_en: '<p>Every 4,000 h</p>',
      hidden: false,
      images: [expect.stringMatching(/^uploads\//), expect.stringMatching(/^uploads\//)],
    });
    expect(await t.visitor().service.byId({ id: service.id })).toEqual(service);
    expect(await t.visitor().service.list()).toEqual([service]);
    expect((await t.visitor().navbar.get()).services).toEqual([
      { id: service.id, title_de: 'Boroskopie', title_en: 'Borescope inspection', title_ru: 'Бороскопия' },
    ]);

    const updated = await t.admin.service.update({ id: service.id, title_en: 'Borescope inspections' });
    expect(updated).toEqual({ ...service, title_en: 'Borescope inspections' });

    expect(
      (await t.admin.service.addImage(formData({ id: service.id }, [await picture('image')]))).images,
    ).toHaveLength(3);
    const removed = await t.admin.service.deleteImage({ id: service.id, path: service.images[0]! });
    expect(removed.images).toHaveLength(2);
    expect(await t.files.has(service.images[0]!)).toBe(false);

    expect(await t.admin.service.delete({ id: service.id })).toEqual({ ok: true });
    expect(await t.storedFiles()).toEqual([]);
    expect(await refusal(t.visitor().service.byId({ id: service.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keep a hidden service from visitors (list, page, menu, search) and show it to the team until it is shown', async () => {
    const shown = await t.admin.service.create(formData(texts, [await picture('images')]));
    const hidden = await t.admin.service.create(
      formData({ ...texts, title_en: 'Hot section repair', hidden: 'true' }, [await picture('images')]),
    );
    expect(hidden).toMatchObject({ title_en: 'Hot section repair', hidden: true });

    const visitor = t.visitor();
    expect((await visitor.service.list()).map((service) => service.id)).toEqual([shown.id]);
    expect(await refusal(visitor.service.byId({ id: hidden.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Service not found',
    });
    expect((await visitor.navbar.get()).services.map((service) => service.id)).toEqual([shown.id]);
    expect((await visitor.search.query({ q: 'hot section', lang: 'en' })).services).toEqual([]);

    // The team reads every service, each saying whether visitors see it.
    expect((await t.admin.service.listAll()).map((service) => [service.title_en, service.hidden])).toEqual([
      ['Borescope inspection', false],
      ['Hot section repair', true],
    ]);
    expect(await t.admin.service.show({ id: hidden.id })).toEqual(hidden);
    const sales = await t.userOf('sales', 'sam');
    expect((await sales.caller.service.listAll()).map((service) => service.id)).toEqual([shown.id, hidden.id]);
    expect(await refusal(visitor.service.listAll())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(visitor.service.show({ id: hidden.id }))).toMatchObject({ code: 'UNAUTHORIZED' });

    // Shown by a change of that field alone: the texts stay as they were.
    expect(await t.admin.service.update({ id: hidden.id, hidden: false })).toEqual({ ...hidden, hidden: false });
    expect((await visitor.service.byId({ id: hidden.id })).title_en).toBe('Hot section repair');
    expect((await visitor.search.query({ q: 'hot section', lang: 'en' })).services).toEqual([
      { id: hidden.id, title: 'Hot section repair' },
    ]);
    expect((await visitor.navbar.get()).services.map((service) => service.id)).toEqual([shown.id, hidden.id]);
  });

  it('stay hidden when an older version of the texts is restored; a revision from before the flag does not seem to change it', async () => {
    const service = await t.admin.service.create(formData(texts, [await picture('images')]));
    await t.admin.service.update({ id: service.id, title_en: 'Borescope inspections' });
    const [renamed, created] = await t.admin.history.list({ entity: 'service', id: service.id });
    // The first revision as one kept before the column existed reads: without `hidden`.
    const { fields } = await t.db
      .selectFrom('revisions')
      .select('fields')
      .where('id', '=', created!.id)
      .executeTakeFirstOrThrow();
    const { hidden: _hidden, ...withoutFlag } = JSON.parse(fields) as Record<string, unknown>;
    await t.db
      .updateTable('revisions')
      .set({ fields: JSON.stringify(withoutFlag) })
      .where('id', '=', created!.id)
      .execute();
    const read = await t.admin.history.byId({ entity: 'service', id: service.id, revision: renamed!.id });
    expect(read.changes.map((change) => change.field)).toEqual(['title_en']);

    // Hidden for a relaunch with a new title; the title of the version before comes back, the service stays hidden.
    await t.admin.service.update({ id: service.id, title_en: 'Borescope inspection 2027', hidden: true });
    await t.admin.history.restore({ entity: 'service', id: service.id, revision: renamed!.id });
    expect(await t.admin.service.show({ id: service.id })).toMatchObject({
      title_en: 'Borescope inspections',
      hidden: true,
    });
  });

  it('need at least one image and one title; a file that is not a picture stores nothing', async () => {
    expect(await refusal(t.admin.service.create(formData(texts)))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please select a file first!',
    });
    const untitled = { ...texts, title_de: '', title_en: '', title_ru: '' };
    expect(await refusal(t.admin.service.create(formData(untitled, [await picture('images')])))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter a title in at least one language',
    });
    const text = { field: 'images', data: Buffer.from('just some text, not a picture') };
    expect(await refusal(t.admin.service.create(formData(texts, [text])))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await t.visitor().service.list()).toEqual([]);
    expect(await t.storedFiles()).toEqual([]);
  });

  it('name unknown services and image paths that are not the service’s', async () => {
    expect(await refusal(t.admin.service.update({ id: 999, ...texts }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.admin.service.delete({ id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.admin.service.addImage(formData({ id: 999 }, [await picture('image')])))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const service = await t.admin.service.create(formData(texts, [await picture('images')]));
    const foreign = 'uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.webp';
    expect(await refusal(t.admin.service.deleteImage({ id: service.id, path: foreign }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await t.storedFiles()).toHaveLength(1);
  });
});
