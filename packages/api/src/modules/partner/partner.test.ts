import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const texts = {
  text_de: '<p>Partner in Almaty</p>',
  text_en: '<p>Partner in Almaty</p>',
  text_ru: '<p>Партнёр в Алматы</p>',
};
const image = async () => ({ field: 'image', data: await pngImage() });

describe('partner procedures', () => {
  it('create a partner with one image, list it per language, replace its image (the old file goes) and delete it with its file', async () => {
    const partner = await t.admin.partner.create(formData(texts, [await image()]));
    expect(partner).toEqual({ id: expect.any(Number), image_id: expect.stringMatching(/^uploads\//), ...texts });
    expect(await t.visitor().partner.list({ lang: 'RU' })).toEqual([
      { id: partner.id, image_id: partner.image_id, text: texts.text_ru },
    ]);
    expect(await t.admin.partner.listAll()).toEqual([partner]);
    expect(await t.admin.partner.byId({ id: partner.id })).toEqual(partner);
    // The first release's names answer the same.
    expect(await t.admin.partner.all()).toEqual([partner]);
    expect(await t.admin.partner.show({ id: partner.id })).toEqual(partner);

    const textOnly = await t.admin.partner.update(formData({ id: partner.id, text_en: '<p>Service partner</p>' }));
    expect(textOnly).toEqual({ ...partner, text_en: '<p>Service partner</p>' });
    const newImage = await t.admin.partner.update(formData({ id: partner.id }, [await image()]));
    expect(newImage.image_id).not.toBe(partner.image_id);
    expect(await t.files.has(partner.image_id)).toBe(false);

    expect(await t.admin.partner.delete({ id: partner.id })).toEqual({ ok: true });
    expect(await t.storedFiles()).toEqual([]);
  });

  it('need exactly one image, name the partner that is not there, and leave no file behind a refusal', async () => {
    expect(await refusal(t.admin.partner.create(formData(texts)))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please select a file first!',
    });
    expect(await refusal(t.admin.partner.create(formData(texts, [await image(), await image()])))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(t.admin.partner.update(formData({ id: 999, ...texts })))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.admin.partner.delete({ id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.visitor().partner.listAll())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(t.visitor().partner.byId({ id: 1 }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.storedFiles()).toEqual([]);
  });
});
