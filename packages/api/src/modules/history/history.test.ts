import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// The history of content records, on both engines: every change through the API keeps the record's new state with
// who made it; the first change of a record older than its history keeps the state it found; a deletion keeps the
// last state; a revision shows the values then and what changed from the one before.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

describe('the history of a record', () => {
  it('keeps ten edits by two people as ten revisions, newest first, each with its author and fields', async () => {
    const editor = await t.userOf('editor', 'vera');
    const { id } = await t.admin.category.create({ name: 'Gasturbinen', lang: 'DE' });
    for (let edit = 1; edit <= 9; edit++) {
      t.advance(60_000);
      const caller = edit % 2 === 0 ? t.admin : editor.caller;
      await caller.category.update({ id, name: `Gasturbinen ${edit}` });
    }
    // The same value sent again is no change: no revision.
    await t.admin.category.update({ id, name: 'Gasturbinen 9' });

    const revisions = await t.admin.history.list({ entity: 'category', id });
    expect(revisions).toHaveLength(10);
    expect(revisions.map((revision) => revision.action)).toEqual([...Array<string>(9).fill('update'), 'create']);
    expect(revisions.map((revision) => revision.user?.login)).toEqual([
      'vera',
      'admin',
      'vera',
      'admin',
      'vera',
      'admin',
      'vera',
      'admin',
      'vera',
      'admin',
    ]);
    expect(revisions[0]).toMatchObject({
      created_at: '2026-11-22T09:09:00.000Z',
      fields_changed: ['name'],
      user: { id: editor.id, login: 'vera', token_name: 'editor script' },
    });
    expect(revisions.at(-1)!.fields_changed).toEqual(['lang', 'name']);

    // One revision: the values then, and the field that changed from the one before.
    const fifth = await t.admin.history.byId({ entity: 'category', id, revision: revisions[4]!.id });
    expect(fifth.values).toEqual({ name: 'Gasturbinen 5', lang: 'DE' });
    expect(fifth.changes).toEqual([{ field: 'name', before: 'Gasturbinen 4', after: 'Gasturbinen 5' }]);
  });

  it('keeps the state found before the first recorded change, and the last state of a deleted record', async () => {
    // A category written before its history began (as every record of an existing site is).
    const older = await t.db
      .insertInto('categories')
      .values({ name: 'Verdichter', lang: 'DE', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.admin.category.update({ id: older.id, name: 'Kompressoren' });
    const first = await t.admin.history.list({ entity: 'category', id: older.id });
    expect(first.map((revision) => [revision.action, revision.fields_changed])).toEqual([
      ['update', ['name']],
      ['baseline', []],
    ]);
    const baseline = await t.admin.history.byId({ entity: 'category', id: older.id, revision: first[1]!.id });
    expect(baseline.values).toEqual({ name: 'Verdichter', lang: 'DE' });
    expect(baseline.user).toBeNull();
    // Settings are one record (id 1): their first save creates it, the next ones change it.
    await t.admin.settings.update({ phone: '+49 551 000 111' });
    await t.admin.settings.update({ phone: '+49 551 000 222' });
    const settings = await t.admin.history.list({ entity: 'settings', id: 1 });
    expect(settings.map((revision) => revision.fields_changed.includes('phone'))).toEqual([true, true]);
    expect(settings[0]!.fields_changed).toEqual(['phone']);

    const { id } = await t.admin.category.create({ name: 'Pumpen', lang: 'DE' });
    await t.admin.category.delete({ id });
    const deleted = await t.admin.history.list({ entity: 'category', id });
    expect(deleted.map((revision) => revision.action)).toEqual(['delete', 'create']);
    const last = await t.admin.history.byId({ entity: 'category', id, revision: deleted[0]!.id });
    expect(last.values).toEqual({ name: 'Pumpen', lang: 'DE' });
  });

  it('records nothing for a refused change, and finds no revision of another record', async () => {
    const { id } = await t.admin.category.create({ name: 'Turbinen', lang: 'DE' });
    const other = await t.admin.category.create({ name: 'Pumpen', lang: 'DE' });
    expect(await refusal(t.admin.category.update({ id, name: '' }))).toMatchObject({ code: 'BAD_REQUEST' });
    const revisions = await t.admin.history.list({ entity: 'category', id });
    expect(revisions).toHaveLength(1);
    expect(
      await refusal(t.admin.history.byId({ entity: 'category', id: other.id, revision: revisions[0]!.id })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Revision not found' });
    expect(await refusal(t.admin.history.list({ entity: 'nothing' as 'service', id }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    // Visitors read no history.
    expect(await refusal(t.visitor().history.list({ entity: 'category', id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('restoring a revision', () => {
  it("brings back a page's rich text exactly, as a revision of its own, by the person who restored", async () => {
    const editor = await t.userOf('editor', 'vera');
    await t.admin.page.update({ link: 'contact', text_en: '<p>Our <strong>new</strong> address</p>' });
    t.advance(60_000);
    await editor.caller.page.update({ link: 'contact', text_en: '<p>Broken</p>' });
    const pageId = (await t.db.selectFrom('pages').select('id').where('link', '=', 'contact').executeTakeFirstOrThrow())
      .id;
    const [, good] = await t.admin.history.list({ entity: 'page', id: pageId });
    t.advance(60_000);
    expect(await editor.caller.history.restore({ entity: 'page', id: pageId, revision: good!.id })).toEqual({
      restored: good!.id,
      images_missing: [],
      images_removed: [],
    });
    expect((await t.admin.page.byLink({ link: 'contact' })).text_en).toBe('<p>Our <strong>new</strong> address</p>');
    const after = await t.admin.history.list({ entity: 'page', id: pageId });
    expect(after.map((revision) => [revision.action, revision.user?.login ?? null])).toEqual([
      ['restore', 'vera'],
      ['update', 'vera'],
      // The page's row is made by its first save.
      ['create', 'admin'],
    ]);
    // Restoring what is there already changes nothing and adds no revision.
    await t.admin.history.restore({ entity: 'page', id: pageId, revision: good!.id });
    expect(await t.admin.history.list({ entity: 'page', id: pageId })).toHaveLength(3);
  });

  it('refuses a revision of another record, a deleted record, and a role that does not edit; changes nothing', async () => {
    const { id } = await t.admin.category.create({ name: 'Turbinen', lang: 'DE' });
    const other = await t.admin.category.create({ name: 'Pumpen', lang: 'DE' });
    await t.admin.category.update({ id, name: 'Turbinen und Verdichter' });
    const revisions = await t.admin.history.list({ entity: 'category', id });
    expect(
      await refusal(t.admin.history.restore({ entity: 'category', id: other.id, revision: revisions[1]!.id })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Revision not found' });
    const sales = await t.userOf('sales');
    expect(
      await refusal(sales.caller.history.restore({ entity: 'category', id, revision: revisions[1]!.id })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.admin.history.list({ entity: 'category', id })).length).toBe(2);
    await t.admin.category.delete({ id: other.id });
    const [deleted] = await t.admin.history.list({ entity: 'category', id: other.id });
    expect(await refusal(t.admin.history.restore({ entity: 'category', id: other.id, revision: deleted!.id }))).toEqual(
      { code: 'CONFLICT', message: 'The record was deleted: it cannot be restored from here' },
    );
  });
});
