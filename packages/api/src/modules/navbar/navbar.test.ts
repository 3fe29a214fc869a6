import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller({ seed: true });
});
afterAll(() => t.close());

describe('navbar.get', () => {
  it('gives the partner count and the titles of services and spare groups in three languages', async () => {
    const { partners, services, spares } = await t.visitor().navbar.get();
    expect(partners).toBe(2);
    expect(services.length).toBeGreaterThanOrEqual(13);
    expect(spares.length).toBeGreaterThanOrEqual(7);
    for (const item of [...services, ...spares]) {
      expect(Object.keys(item).sort()).toEqual(['id', 'title_de', 'title_en', 'title_ru']);
      expect(item.title_ru).toMatch(/[а-яА-Я]/);
    }
    expect(spares.map((spare) => spare.title_en).join(' ')).toMatch(/LM2500.*LM6000/);
  });

  it('counts a partner from when it is added until it is deleted', async () => {
    const texts = { text_de: '<p>Partner</p>', text_en: '<p>Partner</p>', text_ru: '<p>Партнёр</p>' };
    const partner = await t.admin.partner.create(formData(texts, [{ field: 'image', data: await pngImage() }]));
    expect((await t.visitor().navbar.get()).partners).toBe(3);
    await t.admin.partner.delete({ id: partner.id });
    expect((await t.visitor().navbar.get()).partners).toBe(2);
  });
});
