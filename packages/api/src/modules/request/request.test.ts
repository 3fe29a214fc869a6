import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Sending an inquiry (tickets, lines, the page it came from) is tested over HTTP in
// apps/server/src/routes/request.test.ts, as visitors' forms send it; here, the inbox's rules.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const inquiry = {
  name: 'Anna Petrova',
  email: 'anna@plant.example',
  company: 'Caspian Power',
  text: 'LM2500 HPT blades, 2 sets',
};
const send = async (fields: Partial<typeof inquiry> & { lines?: { partnumber: string; quantity: number }[] }) =>
  (await t.admin.request.create({ ...inquiry, ...fields })).id;
const listed = async (filter: { status?: 'new' | 'answered'; q?: string } = {}) =>
  (await t.admin.request.list(filter)).map((row) => row.id);

describe('request procedures', () => {
  it('set the status or the note, keep the field not sent, and filter by status and text (% and _ as themselves)', async () => {
    const first = await send({ name: 'Nina 100%_off' });
    const second = await send({ name: 'Oleg', company: 'Baltic Shipyard' });

    expect(await t.admin.request.update({ id: first, note: 'Called back, quote by Friday' })).toMatchObject({
      id: first,
      status: 'new',
      note: 'Called back, quote by Friday',
    });
    expect(await t.admin.request.update({ id: first, status: 'answered' })).toMatchObject({
      status: 'answered',
      note: 'Called back, quote by Friday',
    });

    expect(await listed({ status: 'answered' })).toEqual([first]);
    expect(await listed({ status: 'new' })).toEqual([second]);
    expect(await listed({ q: 'baltic' })).toEqual([second]);
    // Each has a reference, counted per year; the list finds a request by it.
    const references = (await t.admin.request.list({})).map((row) => row.reference);
    expect(references).toEqual(['TR-2026-00002', 'TR-2026-00001']);
    expect(await listed({ q: 'tr-2026-00002' })).toEqual([second]);
    expect(await listed({ q: 'quote by' })).toEqual([first]);
    expect(await listed({ q: '100%_' })).toEqual([first]);
    expect(await listed({ q: '%' })).toEqual([first]);
    expect(await listed()).toEqual([second, first]);

    const status = 'done' as 'new';
    expect(await refusal(t.admin.request.update({ id: first, status }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Status must be one of new, in_progress, answered, quoted, won, lost, no_bid, archived',
    });
    expect(await refusal(t.admin.request.update({ id: first }))).toMatchObject({ code: 'BAD_REQUEST' });
    // The statuses of the quote's outcome can be set by hand too (no bid: the team will not offer).
    for (const outcome of ['quoted', 'won', 'lost', 'no_bid'] as const)
      expect(await t.admin.request.update({ id: second, status: outcome })).toMatchObject({ status: outcome });
    await t.admin.request.update({ id: second, status: 'new' });
    expect(await refusal(t.admin.request.update({ id: 9999, status: 'archived' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Request not found',
    });
    expect(await refusal(t.admin.request.list({ status }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(t.visitor().request.update({ id: first, status: 'archived' }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const stored = t.db.selectFrom('requests').select(['status', 'note']).where('id', '=', first);
    expect(await stored.executeTakeFirstOrThrow()).toEqual({
      status: 'answered',
      note: 'Called back, quote by Friday',
    });
  });

  it('archive and delete several at once, with their lines, counting only those found, and log who did it', async () => {
    const [a, b, c] = [
      await send({ name: 'A', lines: [{ partnumber: 'P-A', quantity: 1 }] }),
      await send({ name: 'B', lines: [{ partnumber: 'P-B', quantity: 1 }] }),
      await send({ name: 'C', lines: [{ partnumber: 'P-C', quantity: 1 }] }),
    ];
    expect(await t.admin.request.updateMany({ ids: [a, b, 9999], status: 'archived' })).toEqual({ updated: 2 });
    expect(await t.db.selectFrom('requests').select(['id', 'status']).orderBy('id').execute()).toEqual([
      { id: a, status: 'archived' },
      { id: b, status: 'archived' },
      { id: c, status: 'new' },
    ]);

    for (const [input, message] of [
      [{ ids: [], status: 'archived' }, 'Choose at least one'],
      [
        { ids: [a], status: 'done' },
        'Status must be one of new, in_progress, answered, quoted, won, lost, no_bid, archived',
      ],
      [{ ids: 'all', status: 'archived' }, 'Ids must be a list of record ids'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), status: 'archived' }, 'At most 500 at once'],
    ] as const) {
      const call = t.admin.request.updateMany(input as unknown as { ids: number[]; status: 'archived' });
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await refusal(t.visitor().request.deleteMany({ ids: [a] }))).toMatchObject({ code: 'UNAUTHORIZED' });

    expect(await t.admin.request.deleteMany({ ids: [a, c, c] })).toEqual({ deleted: 2 });
    expect(await t.db.selectFrom('requests').select('id').execute()).toEqual([{ id: b }]);
    expect(await t.db.selectFrom('request_lines').select('partnumber').execute()).toEqual([{ partnumber: 'P-B' }]);
    expect((await t.admin.activity.list({ entity: 'request' })).items.slice(0, 2)).toMatchObject([
      { action: 'delete', entity: 'request', entity_id: `${a}, ${c}, ${c}` },
      { action: 'update', entity: 'request', entity_id: `${a}, ${b}, 9999`, fields: ['ids', 'status'] },
    ]);
  });
});
