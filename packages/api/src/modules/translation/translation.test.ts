import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller({ seed: true });
});
afterEach(() => t.close());

/** The states of a record's texts, as `field_lang: state`, from the lists of what is left to translate. */
async function statesOf(entity: string, id: number) {
  const states: Record<string, string> = {};
  for (const lang of ['en', 'ru'] as const)
    for (const item of await t.admin.translation.list({ lang, state: 'todo' }))
      if (item.entity === entity && item.id === id) states[`${item.field}_${lang}`] = item.state;
  return states;
}

async function germanOnlyService() {
  const created = await t.admin.service.create(
    formData({ title_de: 'Boroskopie', text_de: '<p>Vor Ort.</p>' }, [{ field: 'images', data: await pngImage() }]),
  );
  return created.id;
}

describe('translation procedures', () => {
  it('answer an editor the state of each translated field of one record, for the marks beside them', async () => {
    const id = await germanOnlyService();
    expect(await t.admin.translation.record({ entity: 'service', id })).toEqual({
      title_en: 'missing',
      title_ru: 'missing',
      text_en: 'missing',
      text_ru: 'missing',
    });
    await t.admin.service.update({ id, title_en: 'Borescope inspection', title_ru: 'Бороскопия' });
    await t.admin.service.update({ id, title_de: 'Boroskopie weltweit' });
    expect(await t.admin.translation.record({ entity: 'service', id })).toEqual({
      title_en: 'outdated',
      title_ru: 'outdated',
      text_en: 'missing',
      text_ru: 'missing',
    });
    expect(await refusal(t.visitor().translation.record({ entity: 'service', id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('count every German text per language as missing, outdated or current, and list what is left with its editor', async () => {
    const before = await t.admin.translation.summary();
    const id = await germanOnlyService();
    const after = await t.admin.translation.summary();
    for (const lang of ['en', 'ru'] as const) {
      expect(after[lang]).toEqual({ ...before[lang], missing: before[lang].missing + 2 });
      const todo = await t.admin.translation.list({ lang, state: 'todo' });
      expect(todo).toHaveLength(after[lang].missing + after[lang].outdated);
      // The dashboard asks for the first ones only: the same texts, in the same order.
      expect(await t.admin.translation.list({ lang, state: 'todo', limit: 1 })).toEqual(todo.slice(0, 1));
    }
    const listed = (await t.admin.translation.list({ lang: 'en', state: 'missing' })).filter(
      (item) => item.entity === 'service' && item.id === id,
    );
    expect(listed).toEqual([
      {
        entity: 'service',
        id,
        field: 'title',
        lang: 'en',
        state: 'missing',
        source: 'Boroskopie',
        label: 'Boroskopie',
        editor: `/dashboard/services/${id}`,
      },
      {
        entity: 'service',
        id,
        field: 'text',
        lang: 'en',
        state: 'missing',
        source: 'Vor Ort.',
        label: 'Boroskopie',
        editor: `/dashboard/services/${id}`,
      },
    ]);
  });

  it('mark the translations outdated when the German text changes, current when one is saved or the German text is back', async () => {
    const [service] = await t.visitor().service.list();
    const id = service!.id;
    expect(await statesOf('service', id)).toEqual({});

    // The dashboard sends every field: the English and Russian texts come back unchanged beside the new German one.
    await t.admin.service.update({ ...service!, text_de: '<p>Neuer deutscher Text.</p>' });
    expect(await statesOf('service', id)).toEqual({ text_en: 'outdated', text_ru: 'outdated' });
    // A second German change keeps them outdated (made from the first text, not the second).
    await t.admin.service.update({ id, text_de: '<p>Noch ein neuer Text.</p>' });
    expect(await statesOf('service', id)).toEqual({ text_en: 'outdated', text_ru: 'outdated' });

    await t.admin.service.update({ id, text_en: '<p>New English text.</p>' });
    expect(await statesOf('service', id)).toEqual({ text_ru: 'outdated' });

    // Back to the German text the Russian one was made from: current again.
    await t.admin.service.update({ id, text_de: service!.text_de });
    expect(await statesOf('service', id)).toEqual({ text_en: 'outdated' });
  });

  it('let an administrator say an outdated translation is still right; refuse an empty one, an unknown one and a visitor', async () => {
    const settings = await t.visitor().settings.get();
    await t.admin.settings.update({ footer_text_de: `${settings.footer_text_de} Mit Zertifikat.` });
    expect(await statesOf('settings', 1)).toEqual({ footer_text_en: 'outdated', footer_text_ru: 'outdated' });

    const marked = await t.admin.translation.markCurrent({
      entity: 'settings',
      id: 1,
      field: 'footer_text',
      lang: 'ru',
    });
    expect(marked).toMatchObject({ entity: 'settings', field: 'footer_text', lang: 'ru', state: 'current' });
    expect(await statesOf('settings', 1)).toEqual({ footer_text_en: 'outdated' });
    const { items } = await t.admin.activity.list({ entity: 'translation' });
    expect(items.map((item) => [item.action, item.entity, item.entity_id])).toEqual([
      ['update', 'translation.markCurrent', '1'],
    ]);

    const id = await germanOnlyService();
    const summary = await t.admin.translation.summary();
    expect(
      await refusal(t.admin.translation.markCurrent({ entity: 'service', id, field: 'title', lang: 'en' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'This translation is empty: there is nothing to mark as current',
    });
    expect(
      await refusal(t.admin.translation.markCurrent({ entity: 'service', id: 9999, field: 'title', lang: 'en' })),
    ).toEqual({
      code: 'NOT_FOUND',
      message: 'No such text to translate',
    });
    expect(
      await refusal(t.admin.translation.markCurrent({ entity: 'service', id, field: 'address', lang: 'en' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'This entity has no such translated field',
    });
    expect(
      await refusal(t.admin.translation.markCurrent({ entity: 'service', id, field: 'title', lang: 'de' as 'en' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Language must be one of en, ru',
    });
    expect(await t.admin.translation.summary()).toEqual(summary);
    expect(await refusal(t.visitor().translation.summary())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('follow the German descriptions of spare parts, page parts and partners through every way they are written', async () => {
    const [group] = await t.visitor().spare.list();
    const part = await t.admin.spare.createPart({
      id: group!.id,
      partnumber: 'TR-1',
      description_de: 'Dichtung',
      description_en: 'Seal',
      description_ru: 'Уплотнение',
    });
    await t.admin.spare.updatePart({ id: group!.id, partId: part.id, description_de: 'Dichtring' });
    expect(await statesOf('spare.part', part.id)).toEqual({ description_en: 'outdated', description_ru: 'outdated' });
    // A parts list imported with a new English description makes that one current; the Russian stays outdated.
    const list = 'partnumber,description_de,description_en\nTR-1,Dichtring,Sealing ring\n';
    await t.admin.spare.importParts(
      formData({ id: group!.id, preview: 'false' }, [
        { field: 'file', data: Buffer.from(list), name: 'parts.csv', type: 'text/csv' },
      ]),
    );
    expect(await statesOf('spare.part', part.id)).toEqual({ description_ru: 'outdated' });
    // The file had no Russian column: the Russian description is kept, not emptied.
    const stored = await t.db.selectFrom('spare_parts').selectAll().where('id', '=', part.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ description_en: 'Sealing ring', description_ru: 'Уплотнение', quantity: 0 });

    // The counts (spare parts counted by the database) agree with the lists (read record by record).
    await t.admin.spare.createPart({ id: group!.id, partnumber: 'TR-2', description_de: 'Lager' });
    const summary = await t.admin.translation.summary();
    for (const lang of ['en', 'ru'] as const) {
      const todo = await t.admin.translation.list({ lang, state: 'todo' });
      expect(summary[lang].missing).toBe(todo.filter((item) => item.state === 'missing').length);
      expect(summary[lang].outdated).toBe(todo.filter((item) => item.state === 'outdated').length);
    }
    expect(summary.ru.outdated).toBeGreaterThanOrEqual(1);
    expect(summary.en.missing).toBeGreaterThanOrEqual(1);

    const page = await t.visitor().page.byLink({ link: 'gas-turbina' });
    const pagePart = page.parts[0]!;
    await t.admin.page.updatePart({ id: pagePart.id, description_de: '<p>Neu</p>', description_en: '<p>New</p>' });
    expect(await statesOf('page.part', pagePart.id)).toEqual({ description_ru: 'outdated' });

    const [partner] = await t.admin.partner.listAll();
    await t.admin.partner.update(formData({ id: String(partner!.id), text_de: '<p>Partner seit 2010.</p>' }));
    expect(await statesOf('partner', partner!.id)).toEqual({ text_en: 'outdated', text_ru: 'outdated' });
  });
});
