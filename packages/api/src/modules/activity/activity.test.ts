import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// What the log records for each kind of call, through REST and tRPC, is tested over HTTP in
// apps/server/src/routes/activity.test.ts; here, the rules of the log itself.
let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller();
});
afterAll(() => t.close());

describe('activity procedures', () => {
  it('list by entity and actor, newest first, in pages; for the administrator only', async () => {
    for (const name of ['Pumps', 'Valves', 'Seals']) await t.admin.category.create({ name, lang: 'EN' });
    await t.admin.settings.update({ phone: '+49 551 1' });
    const categories = await t.admin.activity.list({ entity: 'category' });
    // The person who acted, and the token they acted through.
    const owner = await t.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    expect(categories.items.map((row) => [row.entity, row.action, row.actor, row.user_id, row.token_name])).toEqual([
      ['category', 'create', 'admin', owner.id, 'module tests'],
      ['category', 'create', 'admin', owner.id, 'module tests'],
      ['category', 'create', 'admin', owner.id, 'module tests'],
    ]);
    const ids = categories.items.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.admin.activity.list({ actor: 'someone else' })).items).toEqual([]);

    const first = await t.admin.activity.list({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.next_before).toBe(first.items[1]!.id);
    const second = await t.admin.activity.list({ limit: 2, before: first.next_before! });
    expect(second.items.map((row) => row.id)).toEqual([ids[1], ids[2]]);
    const third = await t.admin.activity.list({ limit: 2, before: second.next_before! });
    expect(third).toEqual({ items: [], next_before: null });

    expect(await refusal(t.admin.activity.list({ limit: 0 }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(t.visitor().activity.list({}))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('roll a change back when its row cannot be written: a write and its record stand or fall together', async () => {
    const category = await t.admin.category.create({ name: 'Atomic', lang: 'EN' });
    const servicesBefore = (await t.visitor().service.list()).length;
    await sql`alter table activity rename to activity_away`.execute(t.db);
    try {
      expect(await refusal(t.admin.category.update({ id: category.id, name: 'Atomic, changed' }))).toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
      });
      const service = formData({ title_en: 'Atomic service' }, [{ field: 'images', data: await pngImage() }]);
      expect(await refusal(t.admin.service.create(service))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      await sql`alter table activity_away rename to activity`.execute(t.db);
    }
    const names = await t.visitor().category.list({});
    expect(names.find((found) => found.id === category.id)?.name).toBe('Atomic');
    expect(await t.visitor().service.list()).toHaveLength(servicesBefore);
  });

  it('lose rows older than the retention (365 days unless set) as later writes come in, at most once an hour', async () => {
    const old = {
      actor_kind: 'session' as const,
      actor: 'admin',
      action: 'update',
      entity: 'settings',
      entity_id: null,
      fields: '[]',
      via: 'trpc' as const,
      ip: '127.0.0.1',
    };
    const now = t.deps.now().getTime();
    await t.db
      .insertInto('activity')
      .values([
        { ...old, at: new Date(now - 400 * 86_400_000).toISOString(), actor: 'retention: too old' },
        { ...old, at: new Date(now - 300 * 86_400_000).toISOString(), actor: 'retention: kept' },
      ])
      .execute();
    t.advance(2 * 3_600_000);
    await t.admin.category.create({ name: 'Retention', lang: 'EN' });
    const actors = await t.db.selectFrom('activity').select('actor').where('actor', 'like', 'retention:%').execute();
    expect(actors.map((row) => row.actor)).toEqual(['retention: kept']);
  });
});
