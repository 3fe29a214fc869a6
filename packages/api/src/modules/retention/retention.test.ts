import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_TO_UPDATE, RETENTION_MONTHS_INVALID } from '@tp/schemas';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// The sweep itself (rows and files deleted after the period, scheduling) is tested with the server's daily
// housekeeping in apps/server/src/routes/retention.test.ts.
let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller();
});
afterAll(() => t.close());

describe('retention procedures', () => {
  it('give the period, 24 months until it is set; change it, keep the inbox settings beside it and log the change', async () => {
    expect(await t.admin.retention.get()).toEqual({ months: 24 });
    expect(await t.admin.retention.update({ months: 6 })).toEqual({ months: 6 });
    expect(await t.admin.retention.get()).toEqual({ months: 6 });
    const stored = await t.db
      .selectFrom('inbox_settings')
      .select(['retention_months', 'notify_lang', 'acknowledge'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ retention_months: 6, notify_lang: 'de', acknowledge: 1 }); // on for a new site, kept
    const logged = await t.db
      .selectFrom('activity')
      .select(['action', 'entity', 'fields'])
      .where('entity', '=', 'retention')
      .execute();
    expect(logged).toEqual([{ action: 'update', entity: 'retention', fields: '["months"]' }]);
  });

  it('refuse anything but a whole number from 0 to 120, and an update of nothing, keeping the period', async () => {
    await t.admin.retention.update({ months: 12 });
    for (const months of [-1, 121, 1.5, 'x', '12', null] as unknown as number[]) {
      expect(await refusal(t.admin.retention.update({ months })), JSON.stringify(months)).toEqual({
        code: 'BAD_REQUEST',
        message: RETENTION_MONTHS_INVALID,
      });
    }
    expect(await refusal(t.admin.retention.update({}))).toEqual({ code: 'BAD_REQUEST', message: NOTHING_TO_UPDATE });
    expect(await t.admin.retention.get()).toEqual({ months: 12 });
  });

  it('are the administrator’s only', async () => {
    expect(await refusal(t.visitor().retention.get())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(t.visitor().retention.update({ months: 1 }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.admin.retention.get()).toEqual({ months: 12 });
  });
});
