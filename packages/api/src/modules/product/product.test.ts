import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Products over HTTP (multipart forms, the documented URLs, properties with their pictures) are tested in
// apps/server/src/routes/product.test.ts; here, the product's rules.
let t: TestCaller;
let categoryId: number;
beforeEach(async () => {
  t = await createTestCaller();
  categoryId = (await t.admin.category.create({ name: 'Aeroderivative', lang: 'EN' })).id;
});
afterEach(() => t.close());

const fields = () => ({
  title: 'LM2500+G4',
  description: '<p>35 MW <script>x</script></p>',
  type: 'Aeroderivative gas turbine',
  model: 'LM2500+G4',
  power: '35.3',
  lang: 'en',
  category_id: String(categoryId),
});
const pictures = async (field: string, count: number) =>
  Promise.all(Array.from({ length: count }, async () => ({ field, data: await pngImage() })));
const createProduct = async () => t.admin.product.create(formData(fields(), await pictures('images', 2)));

describe('product procedures', () => {
  it('refuse bad input, storing neither row nor file', async () => {
    for (const [change, message] of [
      [{ title: '' }, 'Title is required'],
      [{ power: 'lots' }, 'Power must be a number (MW)'],
      [{ power: '-3' }, 'Power cannot be negative'],
      [{ lang: 'fr' }, 'Language must be one of DE, EN, RU'],
      [{ category_id: '9999' }, 'This category does not exist'],
    ] as const) {
      const call = t.admin.product.create(formData({ ...fields(), ...change }, await pictures('images', 1)));
      expect(await refusal(call), message).toEqual({ code: 'BAD_REQUEST', message });
    }
    const text = { field: 'images', data: Buffer.from('just some text, not a picture') };
    expect(await refusal(t.admin.product.create(formData(fields(), [text])))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await t.visitor().product.list({})).toEqual([]);
    expect(await t.storedFiles()).toEqual([]);
  });

  it('change the fields sent; an empty category leaves it uncategorised; an unknown id is not found', async () => {
    const product = await createProduct();
    const updated = await t.admin.product.update({
      id: product.id,
      title: 'LM2500+G4 DLE',
      power: 34.5,
      category_id: null,
    });
    expect(updated).toMatchObject({
      title: 'LM2500+G4 DLE',
      power: 34.5,
      model: 'LM2500+G4',
      category_id: null,
      category: null,
      images: product.images,
    });
    expect(await refusal(t.admin.product.update({ id: 9999, title: 'X' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(t.visitor().product.byId({ id: 9999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keep a hidden product from visitors (list, page, search) and show it to the team and on its preview link', async () => {
    const shown = await createProduct();
    const hidden = await t.admin.product.create(
      formData({ ...fields(), title: 'LM6000 PF+ package', hidden: 'true' }, await pictures('images', 1)),
    );
    expect(hidden).toMatchObject({ title: 'LM6000 PF+ package', hidden: true });
    const visitor = t.visitor();
    expect((await visitor.product.list({ lang: 'EN' })).map((product) => product.id)).toEqual([shown.id]);
    expect(await refusal(visitor.product.byId({ id: hidden.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    expect((await visitor.search.query({ q: 'PF+ package', lang: 'en' })).products).toEqual([]);
    expect((await t.admin.product.listAll({ lang: 'EN' })).map((product) => [product.id, product.hidden])).toEqual([
      [shown.id, false],
      [hidden.id, true],
    ]);
    expect(await t.admin.product.show({ id: hidden.id })).toMatchObject({ hidden: true });
    expect(await refusal(visitor.product.listAll({}))).toMatchObject({ code: 'UNAUTHORIZED' });

    // A preview link of a draft that shows it: the page rendered for it (with its token) reads the product.
    await t.admin.draft.save({ entity: 'product', id: hidden.id, version: 0, hidden: false });
    const { urls } = await t.admin.draft.preview({ entity: 'product', id: hidden.id });
    const previewToken = new URL(urls.en).searchParams.get('preview')!;
    expect(await t.previewer(previewToken).product.byId({ id: hidden.id })).toMatchObject({ hidden: true });
    expect(await refusal(t.previewer(previewToken).product.byId({ id: shown.id + 1000 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await t.admin.draft.publish({ entity: 'product', id: hidden.id, version: 1 });
    expect(await visitor.product.byId({ id: hidden.id })).toMatchObject({ title: 'LM6000 PF+ package', hidden: false });
    expect((await visitor.search.query({ q: 'PF+ package', lang: 'en' })).products).toEqual([
      expect.objectContaining({ id: hidden.id }),
    ]);
  });

  it('add and remove images, the first remaining one becoming the main image; a foreign path touches nothing', async () => {
    const product = await createProduct();
    const other = await createProduct();
    const added = await t.admin.product.addImage(formData({ id: product.id }, await pictures('image', 1)));
    expect(added.images).toHaveLength(3);
    expect(await refusal(t.admin.product.deleteImage({ id: product.id, path: other.images[0]! }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await t.files.has(other.images[0]!)).toBe(true);
    const removed = await t.admin.product.deleteImage({ id: product.id, path: product.images[0]! });
    expect(removed.images).toEqual([product.images[1], added.images[2]]);
    expect(removed.image_id).toBe(product.images[1]);
    expect(await t.files.has(product.images[0]!)).toBe(false);
    expect(await refusal(t.admin.product.addImage(formData({ id: 9999 }, await pictures('image', 1))))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
