import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Spare groups over HTTP (multipart forms, bulk imports as files, catalogue downloads) are tested in
// apps/server/src/routes/spare.test.ts; here, the rules of groups and parts.
let t: TestCaller;
let groupId: number;
beforeEach(async () => {
  t = await createTestCaller();
  const titles = { title_de: 'LM2500 Ersatzteile', title_en: 'LM2500 spare parts', title_ru: 'Запчасти LM2500' };
  groupId = (await t.admin.spare.create(formData({ ...titles, text_en: '<p>OEM</p>' }))).id;
});
afterEach(() => t.close());

const part = {
  partnumber: 'L30471P02',
  description_de: 'HDT-Laufschaufel',
  description_en: 'HPT blade',
  description_ru: 'Лопатка ТВД',
  subst_part: 'L30471P03',
  quantity: 12,
};

describe('spare procedures', () => {
  it('read a group with its parts; add, change only what is sent, and delete a part', async () => {
    const group = await t.visitor().spare.byId({ id: groupId });
    expect(group).toMatchObject({ id: groupId, title_en: 'LM2500 spare parts', images: [], parts: [] });
    const { parts: _parts, ...withoutParts } = group;
    expect(await t.visitor().spare.list()).toEqual([withoutParts]);

    const created = await t.admin.spare.createPart({ id: groupId, ...part });
    expect(created).toEqual({ id: expect.any(Number), ...part });
    const updated = await t.admin.spare.updatePart({
      id: groupId,
      partId: created.id,
      description_en: 'HPT stage 1 blade',
      quantity: 7,
    });
    expect(updated).toEqual({ ...created, description_en: 'HPT stage 1 blade', quantity: 7 });
    expect((await t.visitor().spare.byId({ id: groupId })).parts).toEqual([updated]);

    expect(await t.admin.spare.deletePart({ id: groupId, partId: created.id })).toEqual({ ok: true });
    expect(await refusal(t.admin.spare.deletePart({ id: groupId, partId: created.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuse a fractional or negative quantity and a missing part number; name an unknown group or part', async () => {
    for (const [change, message] of [
      [{ quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ quantity: -1 }, 'Quantity cannot be negative'],
      [{ partnumber: ' ' }, 'Part number is required'],
    ] as const) {
      expect(await refusal(t.admin.spare.createPart({ id: groupId, ...part, ...change }))).toEqual({
        code: 'BAD_REQUEST',
        message,
      });
    }
    expect(await refusal(t.admin.spare.createPart({ id: 999, ...part }))).toMatchObject({ code: 'NOT_FOUND' });
    const other = await t.admin.spare.createPart({ id: groupId, ...part });
    expect(await refusal(t.admin.spare.updatePart({ id: 999, partId: other.id, ...part }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await t.visitor().spare.byId({ id: groupId })).parts).toHaveLength(1);
  });

  it('keep a hidden group and its parts from visitors (page, catalogue, search, menu) and show them to the team', async () => {
    await t.admin.spare.createPart({ id: groupId, ...part });
    await t.admin.spare.update({ id: groupId, hidden: true });
    const visitor = t.visitor();
    // Each read starts when its turn comes: started together, a refusal could come before anything awaits it.
    for (const read of [
      () => visitor.spare.byId({ id: groupId }),
      () => visitor.spare.withFirstParts({ id: groupId, limit: 100 }),
      () => visitor.spare.catalogue({ id: groupId, lang: 'en' }),
    ])
      expect(await refusal(read())).toEqual({ code: 'NOT_FOUND', message: 'Spare group not found' });
    expect(await visitor.spare.list()).toEqual([]);
    expect((await visitor.navbar.get()).spares).toEqual([]);
    const searched = await visitor.search.query({ q: 'L30471P02', lang: 'en' });
    expect([searched.parts, searched.spares]).toEqual([[], []]);
    expect(await visitor.search.query({ q: 'HPT blade', lang: 'en' })).toMatchObject({ parts: [] });

    const seen = await t.admin.spare.show({ id: groupId });
    expect(seen).toMatchObject({ id: groupId, hidden: true, parts: [{ partnumber: 'L30471P02' }] });
    expect(await t.admin.spare.listAll()).toEqual([expect.objectContaining({ id: groupId, hidden: true })]);

    await t.admin.spare.update({ id: groupId, hidden: false });
    expect((await visitor.search.query({ q: 'L30471P02', lang: 'en' })).parts).toEqual([
      expect.objectContaining({ partnumber: 'L30471P02', group: { id: groupId, title: 'LM2500 spare parts' } }),
    ]);
    expect((await visitor.spare.byId({ id: groupId })).parts).toHaveLength(1);
  });

  it('may start without a picture, take pictures later and lose them with the group', async () => {
    const added = await t.admin.spare.addImage(formData({ id: groupId }, [{ field: 'image', data: await pngImage() }]));
    expect(added.images).toHaveLength(1);
    expect(await t.admin.spare.delete({ id: groupId })).toEqual({ ok: true });
    expect(await refusal(t.visitor().spare.byId({ id: groupId }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('give a group’s catalogue in the asked language, German unless asked, and name a group that is not there', async () => {
    await t.admin.spare.createPart({ id: groupId, ...part });
    const english = await t.visitor().spare.catalogue({ id: groupId, lang: 'en' });
    expect(english).toEqual({
      title: 'LM2500 spare parts',
      headings: ['Part number', 'Description', 'Substitute part', 'Quantity'],
      rows: [['L30471P02', 'HPT blade', 'L30471P03', 12]],
    });
    expect((await t.visitor().spare.catalogue({ id: groupId })).rows).toEqual([
      ['L30471P02', 'HDT-Laufschaufel', 'L30471P03', 12],
    ]);
    expect(await refusal(t.visitor().spare.catalogue({ id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
