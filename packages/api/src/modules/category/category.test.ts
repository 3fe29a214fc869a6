import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller({ seed: true });
});
afterAll(() => t.close());

describe('category procedures', () => {
  it('list by language in either case, and every language without one', async () => {
    const upper = await t.visitor().category.list({ lang: 'EN' });
    expect(await t.visitor().category.list({ lang: 'en' })).toEqual(upper);
    expect(upper.length).toBeGreaterThan(0);
    for (const category of upper)
      expect(category).toEqual({ id: expect.any(Number), name: expect.any(String), lang: 'EN' });
    const all = await t.visitor().category.list({});
    expect(new Set(all.map((category) => category.lang))).toEqual(new Set(['DE', 'EN', 'RU']));
  });

  it('create, rename keeping the language that was not sent, and delete; the products stay, uncategorised', async () => {
    const category = await t.admin.category.create({ name: 'Compressors', lang: 'en' });
    expect(category).toEqual({ id: expect.any(Number), name: 'Compressors', lang: 'EN' });
    expect(await t.admin.category.update({ id: category.id, name: 'Axial compressors' })).toEqual({
      ...category,
      name: 'Axial compressors',
    });

    const [seeded] = await t.visitor().category.list({ lang: 'DE' });
    const products = await t.visitor().product.list({ lang: 'DE', category: seeded!.id });
    expect(products.length).toBeGreaterThan(0);
    expect(await t.admin.category.delete({ id: seeded!.id })).toEqual({ ok: true });
    for (const product of products) {
      const after = await t.visitor().product.byId({ id: product.id });
      expect(after.category_id).toBeNull();
      expect(after.category).toBeNull();
    }
  });

  it('refuse an empty name and an unknown language, and name the category that is not there', async () => {
    expect(await refusal(t.admin.category.create({ name: ' ', lang: 'EN' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Name is required',
    });
    expect(await refusal(t.admin.category.create({ name: 'X', lang: 'FR' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(t.admin.category.update({ id: 9999, name: 'X' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Category not found',
    });
    expect(await refusal(t.admin.category.delete({ id: 9999 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.visitor().category.create({ name: 'X', lang: 'EN' }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
