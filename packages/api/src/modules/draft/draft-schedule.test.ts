import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';
import { runDueSchedules } from '../../schedule-worker.ts';
import { claimDue } from './schedule.repository.ts';

// Scheduled publishing on both engines: a draft goes live at its time (on the site's clock, Europe/Berlin), once,
// as the one who scheduled it, logged and in history; it switches back later without undoing what was changed
// since; a past or impossible time, or a record without a draft, is refused and nothing is stored. The test clock
// starts at 2026-11-22T09:00Z (10:00 in Berlin).
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const HOUR = 3_600_000;
const run = () => runDueSchedules(t.deps, 'test-server');

async function serviceWithDraft(fields: Record<string, string>) {
  const { id } = await t.admin.service.create(
    formData({ title_de: 'Boroskopie', title_en: 'Borescope inspection', text_en: '<p>On site in 48 hours</p>' }, [
      { field: 'images', data: await pngImage() },
    ]),
  );
  await t.admin.draft.save({ entity: 'service', id, version: 0, ...fields });
  return id;
}

const scheduleRows = () =>
  t.db.selectFrom('schedules').select(['action', 'run_at', 'status', 'outcome', 'detail']).orderBy('id').execute();

describe('a scheduled publish', () => {
  it('makes the draft live at its time on the site’s clock, once, as the one who scheduled it', async () => {
    const vera = await t.userOf('editor', 'vera');
    const id = await serviceWithDraft({ title_en: 'Borescope inspection, 24 h' });
    // 12:00 in Berlin is 11:00 UTC in November.
    const scheduled = await vera.caller.draft.schedule({ entity: 'service', id, publish_at: '2026-11-22T12:00' });
    expect(scheduled).toMatchObject({
      time_zone: 'Europe/Berlin',
      schedules: [{ entity: 'service', id, action: 'publish', run_at: '2026-11-22T11:00:00.000Z', status: 'pending' }],
    });
    expect((await t.admin.draft.get({ entity: 'service', id })).scheduled).toEqual([
      expect.objectContaining({
        action: 'publish',
        run_at: '2026-11-22T11:00:00.000Z',
        user: expect.objectContaining({ login: 'vera' }),
      }),
    ]);
    const upcoming = await t.admin.draft.schedules();
    expect(upcoming.schedules).toEqual([
      expect.objectContaining({
        name: 'Borescope inspection',
        status: 'pending',
        user: expect.objectContaining({ login: 'vera' }),
      }),
    ]);

    // Before its time nothing happens.
    t.advance(HOUR + 59 * 60_000);
    expect(await run()).toBe(0);
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection');

    t.advance(60_000);
    expect(await run()).toBe(1);
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection, 24 h');
    expect(await refusal(t.admin.draft.get({ entity: 'service', id }))).toMatchObject({ code: 'NOT_FOUND' });
    // Once: a second round (this server or another) finds nothing due.
    expect(await run()).toBe(0);
    expect(await scheduleRows()).toEqual([
      {
        action: 'publish',
        run_at: '2026-11-22T11:00:00.000Z',
        status: 'done',
        outcome: 'published',
        detail: 'title_en',
      },
    ]);

    // In history as Vera's change, and in the activity log as made by the schedule.
    const [revision] = await t.admin.history.list({ entity: 'service', id });
    expect(revision).toMatchObject({ user: { login: 'vera' }, fields_changed: ['title_en'] });
    const activity = await t.db
      .selectFrom('activity')
      .select(['actor', 'entity', 'entity_id', 'via'])
      .where('via', '=', 'schedule')
      .execute();
    expect(activity).toEqual([{ actor: 'vera', entity: 'draft.publish', entity_id: String(id), via: 'schedule' }]);
  });

  it('switches back later, leaving alone a field changed since', async () => {
    const id = await serviceWithDraft({
      title_en: 'Trade fair: Borescope inspection',
      text_en: '<p>Meet us at hall 4</p>',
    });
    await t.admin.draft.schedule({
      entity: 'service',
      id,
      publish_at: '2026-11-23T08:00:00Z',
      unpublish_at: '2026-11-26T18:00',
    });
    expect((await scheduleRows()).map((row) => [row.action, row.run_at])).toEqual([
      ['publish', '2026-11-23T08:00:00.000Z'],
      ['unpublish', '2026-11-26T17:00:00.000Z'],
    ]);
    t.advance(24 * HOUR);
    expect(await run()).toBe(1);
    expect(await t.visitor().service.byId({ id })).toMatchObject({
      title_en: 'Trade fair: Borescope inspection',
      text_en: '<p>Meet us at hall 4</p>',
    });
    // Someone corrects the text during the fair: the switch back keeps it.
    await t.admin.service.update({ id, text_en: '<p>Meet us at hall 5</p>' });

    t.advance(4 * 24 * HOUR);
    expect(await run()).toBe(1);
    expect(await t.visitor().service.byId({ id })).toMatchObject({
      title_en: 'Borescope inspection',
      title_de: 'Boroskopie',
      text_en: '<p>Meet us at hall 5</p>',
    });
    expect((await scheduleRows())[1]).toMatchObject({
      status: 'done',
      outcome: 'switched_back',
      detail: 'title_en; kept (changed since): text_en',
    });
    const [latest] = await t.admin.history.list({ entity: 'service', id });
    expect(latest).toMatchObject({ user: { login: 'admin' }, fields_changed: ['title_en'] });
  });

  it('makes a new hidden spare group appear at its time with its parts, and hides it again', async () => {
    const { id } = await t.admin.spare.create(formData({ title_en: 'LM6000 PF+ upgrade kit', hidden: 'true' }));
    await t.admin.spare.createPart({
      id,
      partnumber: 'LM6K-PF-001',
      description_en: 'Upgrade kit',
      subst_part: '',
      quantity: 1,
    });
    await t.admin.draft.save({ entity: 'spare', id, version: 0, hidden: false });
    expect((await t.admin.draft.get({ entity: 'spare', id })).differs).toEqual(['hidden']);
    await t.admin.draft.schedule({
      entity: 'spare',
      id,
      publish_at: '2026-11-23T09:00',
      unpublish_at: '2026-11-27T18:00',
    });
    const visitor = t.visitor();
    const found = async () => (await visitor.search.query({ q: 'LM6K-PF-001', lang: 'en' })).parts.length;

    // 09:00 in Berlin on the 23rd is 08:00 UTC: an hour before, it is still hidden.
    t.advance(22 * HOUR);
    expect(await run()).toBe(0);
    expect(await refusal(visitor.spare.byId({ id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await found()).toBe(0);

    t.advance(HOUR);
    expect(await run()).toBe(1);
    expect(await visitor.spare.byId({ id })).toMatchObject({ title_en: 'LM6000 PF+ upgrade kit', hidden: false });
    expect((await visitor.navbar.get()).spares.map((group) => group.id)).toEqual([id]);
    expect(await found()).toBe(1);

    t.advance(5 * 24 * HOUR);
    expect(await run()).toBe(1);
    expect(await refusal(visitor.spare.byId({ id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await found()).toBe(0);
    expect((await scheduleRows()).map((row) => [row.action, row.status, row.outcome, row.detail])).toEqual([
      ['publish', 'done', 'published', 'hidden'],
      ['unpublish', 'done', 'switched_back', 'hidden'],
    ]);
    // Each step is in the group's history: shown, then hidden again.
    const history = await t.admin.history.list({ entity: 'spare', id });
    expect(history.slice(0, 2).map((revision) => revision.fields_changed)).toEqual([['hidden'], ['hidden']]);
  });

  it('is refused for a past or impossible time, or a record without a draft, and stores nothing', async () => {
    const id = await serviceWithDraft({ title_en: 'New' });
    const schedule = (input: Record<string, unknown>) =>
      refusal(t.admin.draft.schedule({ entity: 'service', id, ...input } as never));
    expect(await schedule({ publish_at: '2026-11-22T09:59' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('The time to publish has passed'),
    });
    for (const publish_at of ['2026-02-31T10:00', '2026-12-01T25:00', 'tomorrow', '2026-12-01', 1_795_000_000])
      expect(await schedule({ publish_at })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await schedule({ publish_at: '2026-12-01T10:00', unpublish_at: '2026-12-01T09:00' })).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The time to switch back must come after the publish',
    });
    const { id: other } = await t.admin.service.create(
      formData({ title_de: 'Reparatur', title_en: 'Repair' }, [{ field: 'images', data: await pngImage() }]),
    );
    expect(
      await refusal(t.admin.draft.schedule({ entity: 'service', id: other, publish_at: '2026-12-01T10:00' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'This record has no draft: save one to schedule it' });
    expect(
      await refusal(t.admin.draft.schedule({ entity: 'service', id: 999, publish_at: '2026-12-01T10:00' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Record not found' });
    expect(await scheduleRows()).toEqual([]);
    // Sales read what is scheduled but may not schedule.
    const sales = await t.userOf('sales');
    expect(
      await refusal(sales.caller.draft.schedule({ entity: 'service', id, publish_at: '2026-12-01T10:00' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await sales.caller.draft.schedules()).schedules).toEqual([]);
  });

  it('is replaced by a new one, cancelled, dropped with its draft, and gone early when published by hand', async () => {
    const id = await serviceWithDraft({ title_en: 'New' });
    await t.admin.draft.schedule({
      entity: 'service',
      id,
      publish_at: '2026-12-01T10:00',
      unpublish_at: '2026-12-02T10:00',
    });
    await t.admin.draft.schedule({ entity: 'service', id, publish_at: '2026-12-03T10:00' });
    expect((await scheduleRows()).map((row) => [row.action, row.status, row.outcome])).toEqual([
      ['publish', 'cancelled', 'replaced'],
      ['unpublish', 'cancelled', 'replaced'],
      ['publish', 'pending', null],
    ]);
    expect(await t.admin.draft.unschedule({ entity: 'service', id })).toEqual({ ok: true, cancelled: 1 });
    expect(await refusal(t.admin.draft.unschedule({ entity: 'service', id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nothing is scheduled for this record',
    });

    await t.admin.draft.schedule({ entity: 'service', id, publish_at: '2026-12-03T10:00' });
    await t.admin.draft.discard({ entity: 'service', id });
    expect((await scheduleRows()).at(-1)).toMatchObject({
      status: 'cancelled',
      outcome: 'draft_discarded',
      detail: 'admin',
    });

    // Published by hand before its time: the publish is off, its switch back still comes and undoes it.
    await t.admin.draft.save({ entity: 'service', id, version: 0, title_en: 'Fair edition' });
    await t.admin.draft.schedule({
      entity: 'service',
      id,
      publish_at: '2026-12-03T10:00',
      unpublish_at: '2026-12-04T10:00',
    });
    await t.admin.draft.publish({ entity: 'service', id, version: 1 });
    expect((await scheduleRows()).slice(-2).map((row) => [row.action, row.status, row.outcome])).toEqual([
      ['publish', 'cancelled', 'published_early'],
      ['unpublish', 'pending', null],
    ]);
    t.advance(13 * 24 * HOUR);
    expect(await run()).toBe(1);
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection');
  });

  it('fails when its author may no longer publish or the draft is gone, and says why', async () => {
    const vera = await t.userOf('editor', 'vera');
    const id = await serviceWithDraft({ title_en: 'New' });
    await vera.caller.draft.schedule({
      entity: 'service',
      id,
      publish_at: '2026-11-22T11:00',
      unpublish_at: '2026-11-22T12:00',
    });
    await t.db.updateTable('users').set({ role: 'sales' }).where('login', '=', 'vera').execute();
    t.advance(2 * HOUR);
    expect(await run()).toBe(1);
    expect((await scheduleRows()).map((row) => [row.status, row.outcome, row.detail])).toEqual([
      ['failed', 'not_allowed', 'vera may no longer publish content'],
      ['cancelled', 'publish_not_run', null],
    ]);
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection');
    expect((await t.admin.draft.get({ entity: 'service', id })).fields).toEqual({ title_en: 'New' });

    // A record deleted before its time: the schedule fails, nothing else happens.
    await t.admin.draft.schedule({ entity: 'service', id, publish_at: '2026-11-22T13:00' });
    await t.admin.service.delete({ id });
    t.advance(HOUR);
    expect(await run()).toBe(1);
    expect((await scheduleRows()).at(-1)).toMatchObject({ status: 'failed', outcome: 'record_gone' });
  });

  it('is claimed by one of two servers asking at once, and one left running by a stopped server is never run again', async () => {
    const id = await serviceWithDraft({ title_en: 'New' });
    await t.admin.draft.schedule({
      entity: 'service',
      id,
      publish_at: '2026-11-22T11:00',
      unpublish_at: '2026-11-22T12:00',
    });
    t.advance(HOUR);
    const now = t.deps.now().toISOString();
    const claims = await Promise.all([claimDue(t.db, now, 'server-a'), claimDue(t.db, now, 'server-b')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // That server stops before the change is made: after ten minutes the run is failed, its switch back cancelled.
    t.advance(5 * 60_000);
    expect(await run()).toBe(0);
    expect((await scheduleRows())[0]).toMatchObject({ status: 'running' });
    t.advance(6 * 60_000);
    expect(await run()).toBe(0);
    expect((await scheduleRows()).map((row) => [row.status, row.outcome])).toEqual([
      ['failed', 'interrupted'],
      ['cancelled', 'publish_not_run'],
    ]);
    expect((await t.visitor().service.byId({ id })).title_en).toBe('Borescope inspection');
    // The list shows what is to come first, then what ended, the latest first (the last made first at one time).
    await t.admin.draft.schedule({ entity: 'service', id, publish_at: '2026-11-23T11:00' });
    expect((await t.admin.draft.schedules()).schedules.map((row) => row.status)).toEqual([
      'pending',
      'cancelled',
      'failed',
    ]);
  });
});
