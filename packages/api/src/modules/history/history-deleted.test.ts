import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';
import { pruneHistory } from './history-retention.ts';

// Recently deleted, pictures that come back, and how long history is kept, on both engines: what a deletion took
// away comes back whole with the same ids (fields, parts, pictures on disk); a restored revision brings its pictures
// back; the daily housekeeping removes what is past the retention and never a record's newest revision.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;
const onDisk = () => t.storedFiles();
const retired = async () =>
  (await t.storedFiles('private')).filter((file) => file.startsWith('private/retired-images/'));

/** A spare group with two pictures and two parts, made through the API. */
async function groupWithParts() {
  const form = formData(
    { title_de: 'Brennkammer', title_en: 'Combustor', text_en: '<p>Liners and <em>caps</em></p>' },
    [
      { field: 'images', data: await pngImage() },
      { field: 'images', data: await pngImage(80, 60) },
    ],
  );
  const { id } = await t.admin.spare.create(form);
  const first = await t.admin.spare.createPart({ id, partnumber: 'LM2500-101', description_en: 'Liner', quantity: 2 });
  const second = await t.admin.spare.createPart({ id, partnumber: 'LM2500-102', subst_part: 'LM2500-102A' });
  return { id, partIds: [first.id, second.id] };
}

describe('recently deleted', () => {
  it('lists a deleted group with its parts and brings it back whole: same ids, fields, parts and picture files', async () => {
    const editor = await t.userOf('editor', 'vera');
    const { id, partIds } = await groupWithParts();
    const before = await t.admin.spare.byId({ id });
    const pictures = await onDisk();
    expect(pictures).toHaveLength(2);

    t.advance(60_000);
    await editor.caller.spare.delete({ id });
    // The pictures leave the public uploads, kept aside out of reach.
    expect(await onDisk()).toEqual([]);
    expect(await retired()).toHaveLength(2);
    expect(await t.admin.history.deleted()).toEqual([
      {
        entity: 'spare',
        id,
        name: 'Combustor',
        deleted_at: '2026-11-22T09:01:00.000Z',
        user: { id: editor.id, login: 'vera', token_name: 'editor script' },
        revision: expect.any(Number),
        dependants: 2,
      },
    ]);

    t.advance(29 * DAY_MS);
    expect(await editor.caller.history.restoreDeleted({ entity: 'spare', id })).toEqual({
      entity: 'spare',
      id,
      images_missing: [],
    });
    const after = await t.admin.spare.byId({ id });
    expect(after).toMatchObject({
      title_en: 'Combustor',
      text_en: '<p>Liners and <em>caps</em></p>',
      images: before.images,
    });
    expect(await onDisk()).toEqual(pictures);
    expect(await retired()).toEqual([]);
    const { parts } = await t.admin.spare.byId({ id });
    expect(parts.map((part) => [part.id, part.partnumber, part.subst_part])).toEqual([
      [partIds[0], 'LM2500-101', ''],
      [partIds[1], 'LM2500-102', 'LM2500-102A'],
    ]);
    // Found by number again (its search keys are made again).
    const found = await t.visitor().search.query({ q: 'LM2500-102A', lang: 'en' });
    expect(found.parts.map((part) => part.partnumber)).toContain('LM2500-102');
    expect(await t.admin.history.deleted()).toEqual([]);
    const revisions = await t.admin.history.list({ entity: 'spare', id });
    expect(revisions.map((revision) => [revision.action, revision.user?.login])).toEqual([
      ['restore', 'vera'],
      ['delete', 'vera'],
      ['create', 'admin'],
    ]);
  });

  it("waits for a part's group, relinks a category's products, and refuses what is not deleted or too old", async () => {
    const { id, partIds } = await groupWithParts();
    await t.admin.spare.deletePart({ id, partId: partIds[0]! });
    await t.admin.spare.delete({ id });
    expect(await refusal(t.admin.history.restoreDeleted({ entity: 'spare-part', id: partIds[1]! }))).toEqual({
      code: 'NOT_FOUND',
      message: 'This record is not among the ones deleted in the last 30 days',
    });
    expect(await refusal(t.admin.history.restoreDeleted({ entity: 'spare-part', id: partIds[0]! }))).toEqual({
      code: 'CONFLICT',
      message: 'Restore its spare group first',
    });
    await t.admin.history.restoreDeleted({ entity: 'spare', id });
    await t.admin.history.restoreDeleted({ entity: 'spare-part', id: partIds[0]! });
    expect((await t.admin.spare.byId({ id })).parts.map((part) => part.id)).toEqual(partIds);

    const category = await t.admin.category.create({ name: 'Turbinen', lang: 'DE' });
    const product = await t.admin.product.create(
      formData({ title: 'LM6000', lang: 'DE', power: 43, category_id: category.id }),
    );
    await t.admin.category.delete({ id: category.id });
    expect((await t.admin.product.show({ id: product.id })).category_id).toBeNull();
    await t.admin.history.restoreDeleted({ entity: 'category', id: category.id });
    expect((await t.admin.product.show({ id: product.id })).category_id).toBe(category.id);
    // A product whose category went after it comes back without one.
    await t.admin.product.delete({ id: product.id });
    await t.admin.category.delete({ id: category.id });
    await t.admin.history.restoreDeleted({ entity: 'product', id: product.id });
    expect((await t.admin.product.show({ id: product.id })).category_id).toBeNull();
    await t.admin.history.restoreDeleted({ entity: 'category', id: category.id });

    // A record that exists, one never made, and one deleted 31 days ago: nothing to bring back.
    expect(await refusal(t.admin.history.restoreDeleted({ entity: 'category', id: category.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal(t.admin.history.restoreDeleted({ entity: 'service', id: 999 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const old = await t.admin.category.create({ name: 'Pumpen', lang: 'DE' });
    await t.admin.category.delete({ id: old.id });
    t.advance(31 * DAY_MS);
    expect(await t.admin.history.deleted()).toEqual([]);
    expect(await refusal(t.admin.history.restoreDeleted({ entity: 'category', id: old.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // Sales read the list but bring nothing back.
    const sales = await t.userOf('sales');
    expect(await sales.caller.history.deleted()).toEqual([]);
    expect(await refusal(sales.caller.history.restoreDeleted({ entity: 'category', id: old.id }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('restoring a revision with pictures', () => {
  it('brings back the pictures of the revision in order and takes off the ones added since, files included', async () => {
    const { id } = await groupWithParts();
    const [first, second] = (await t.admin.spare.byId({ id })).images;
    const [created] = await t.admin.history.list({ entity: 'spare', id });
    await t.admin.spare.deleteImage({ id, path: first! });
    await t.admin.spare.addImage(formData({ id }, [{ field: 'image', data: await pngImage(30, 30) }]));
    const added = (await t.admin.spare.byId({ id })).images.at(-1)!;
    expect((await onDisk()).some((file) => file.endsWith(path.basename(first!)))).toBe(false);

    expect(await t.admin.history.restore({ entity: 'spare', id, revision: created!.id })).toEqual({
      restored: created!.id,
      images_missing: [],
      images_removed: [added],
    });
    expect((await t.admin.spare.byId({ id })).images).toEqual([first, second]);
    expect(await onDisk()).toHaveLength(2);
    expect((await retired()).map((file) => path.basename(file))).toEqual([path.basename(added)]);
    // And back again: the restore is a revision, the picture added since returns from the retired ones.
    const [, beforeRestore] = await t.admin.history.list({ entity: 'spare', id });
    await t.admin.history.restore({ entity: 'spare', id, revision: beforeRestore!.id });
    expect((await t.admin.spare.byId({ id })).images).toEqual([second, added]);
  });
});

describe('how long history is kept', () => {
  it("keeps the newest revisions per record and the days set, never a record's newest, and ages out retired files", async () => {
    expect(await t.admin.history.retention()).toEqual({ revisions: 100, days: 365 });
    expect(await t.admin.history.updateRetention({ revisions: 3 })).toEqual({ revisions: 3, days: 365 });
    expect(await refusal(t.admin.history.updateRetention({ days: -1 }))).toMatchObject({ code: 'BAD_REQUEST' });
    const editor = await t.userOf('editor');
    expect(await refusal(editor.caller.history.updateRetention({ days: 10 }))).toMatchObject({ code: 'FORBIDDEN' });

    const { id } = await t.admin.category.create({ name: 'Edit 0', lang: 'DE' });
    for (let edit = 1; edit <= 9; edit++) await t.admin.category.update({ id, name: `Edit ${edit}` });
    const quiet = await t.admin.category.create({ name: 'Untouched', lang: 'DE' });
    const { id: groupId } = await groupWithParts();
    await t.admin.spare.deleteImage({ id: groupId, path: (await t.admin.spare.byId({ id: groupId })).images[0]! });
    expect(await retired()).toHaveLength(1);

    expect(await pruneHistory(t.deps, t.deps.now())).toEqual({ revisions: 7, files: 0 });
    const kept = await t.admin.history.list({ entity: 'category', id });
    expect(kept).toHaveLength(3);
    expect((await t.admin.history.byId({ entity: 'category', id, revision: kept[0]!.id })).values.name).toBe('Edit 9');

    // Past the days: the older revisions go, each record keeps its newest, retired pictures go.
    await t.admin.history.updateRetention({ days: 30 });
    t.advance(31 * DAY_MS);
    await t.admin.category.update({ id, name: 'Edit 10' });
    expect(await pruneHistory(t.deps, t.deps.now())).toEqual({ revisions: 4, files: 1 });
    expect((await t.admin.history.list({ entity: 'category', id })).map((r) => r.fields_changed)).toEqual([['name']]);
    expect(await t.admin.history.list({ entity: 'category', id: quiet.id })).toHaveLength(1);
    expect(await retired()).toEqual([]);
    if (t.files.folders) expect(fs.existsSync(t.files.folders.uploads)).toBe(true); // the folder itself stays
  });
});
