import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Quotes on a request, on both engines: numbering, totals per currency in exact cents, revisions that keep the old
// ones and the fields not sent, expiry read from the date, and every refusal a client can meet. The clock stands at
// 2026-11-22 10:00 in Germany.
let t: TestCaller;
let requestId: number;
beforeEach(async () => {
  t = await createTestCaller();
  requestId = (
    await t.admin.request.create({
      name: 'Ivan Petrov',
      email: 'ivan@plant.example',
      company: 'Caspian Power',
      text: 'Two blades',
      lang: 'ru',
      lines: [{ partnumber: 'L30471P02', quantity: 2 }],
    })
  ).id;
});
afterEach(() => t.close());

const line = {
  partnumber: 'L30471P02',
  description: 'HPT stage 1 blade',
  quantity: 2,
  unit_price: 1250.1,
  lead_time_days: 21,
  documents: ['faa_8130_3', 'coc'] as ('coc' | 'faa_8130_3')[],
};
const create = (fields: Record<string, unknown> = {}) =>
  t.admin.quote.create({
    request_id: requestId,
    valid_until: '2026-12-22',
    incoterm: 'FCA',
    incoterm_place: 'Rosdorf',
    payment_terms: '30 days net',
    lines: [
      line,
      { partnumber: 'L43495P03', quantity: 3, unit_price: 0.1, currency: 'USD', condition: 'overhauled' },
      {
        partnumber: '9334M41P05',
        quantity: 1,
        unit_price: 0.2,
        currency: 'USD',
        condition: 'exchange',
        lead_time_days: null,
      },
    ],
    ...fields,
  });

describe('quote procedures', () => {
  it('create a numbered quote in the request’s language with exact totals per currency', async () => {
    const quote = await create();
    expect(quote).toMatchObject({
      number: 'Q-2026-00001',
      revision: 1,
      status: 'draft',
      lang: 'ru',
      request: { id: requestId, reference: 'TR-2026-00001', company: 'Caspian Power' },
      valid_until: '2026-12-22',
      incoterm: 'FCA',
      incoterm_place: 'Rosdorf',
      payment_terms: '30 days net',
      // 2 × 1250.10 EUR; 3 × 0.10 + 1 × 0.20 USD (floating point would say 0.5000000000000001).
      totals: [
        { currency: 'EUR', total: 2500.2 },
        { currency: 'USD', total: 0.5 },
      ],
      sent_at: null,
      revisions: [{ revision: 1, created_by: expect.any(String) }],
    });
    expect(quote.lines[0]).toEqual({
      ...line,
      currency: 'EUR',
      condition: 'new',
      documents: ['coc', 'faa_8130_3'],
      note: '',
      total: 2500.2,
    });
    expect(quote.lines.map((quoted) => quoted.lead_time_days)).toEqual([21, null, null]);
    expect((await create({ lang: 'de' })).number).toBe('Q-2026-00002');
    expect(await t.admin.quote.byId({ id: quote.id })).toEqual(quote);
  });

  it('revise into a new revision that keeps the fields not sent, and the old revision as it was', async () => {
    const first = await create();
    t.advance(60_000);
    const revised = await t.admin.quote.update({ id: first.id, payment_terms: '100 % in advance' });
    expect(revised).toMatchObject({
      revision: 2,
      payment_terms: '100 % in advance',
      incoterm: 'FCA',
      valid_until: '2026-12-22',
      totals: first.totals,
    });
    expect(revised.lines).toEqual(first.lines);
    expect(revised.revisions.map((revision) => revision.revision)).toEqual([2, 1]);
    const third = await t.admin.quote.update({ id: first.id, lines: [{ ...line, quantity: 1 }] });
    expect(third.totals).toEqual([{ currency: 'EUR', total: 1250.1 }]);
    const stored = await t.db
      .selectFrom('quote_revisions')
      .select(['revision', 'payment_terms'])
      .orderBy('revision')
      .execute();
    expect(stored).toEqual([
      { revision: 1, payment_terms: '30 days net' },
      { revision: 2, payment_terms: '100 % in advance' },
      { revision: 3, payment_terms: '100 % in advance' },
    ]);
    expect(await t.db.selectFrom('quote_lines').select('revision_id').execute()).toHaveLength(3 + 3 + 1);
  });

  it('list newest first with the buyer and totals, by status; a sent quote past its date reads as expired', async () => {
    const older = await create();
    t.advance(1000);
    const newer = await create({ valid_until: '2026-11-30' });
    expect((await t.admin.quote.list({})).map((quote) => [quote.number, quote.buyer, quote.totals.length])).toEqual([
      [newer.number, 'Ivan Petrov', 2],
      [older.number, 'Ivan Petrov', 2],
    ]);
    await t.db.updateTable('quotes').set({ status: 'sent' }).execute();
    t.advance(9 * 24 * 3600_000); // 1 December: the newer one's last day has passed
    expect((await t.admin.quote.list({ status: 'expired' })).map((quote) => quote.id)).toEqual([newer.id]);
    expect((await t.admin.quote.list({ status: 'sent' })).map((quote) => quote.id)).toEqual([older.id]);
    expect((await t.admin.quote.byId({ id: newer.id })).status).toBe('expired');
  });

  it('refuse bad input under its field and store nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ valid_until: '2026-11-21' }, 'Valid until must be today or later'],
      [{ valid_until: '2026-02-30' }, 'Valid until is not a date of the calendar'],
      [{ valid_until: '22.12.2026' }, 'Valid until must be a date like 2026-12-31'],
      [{ lines: [] }, 'A quote needs at least one line'],
      [{ lines: [{ ...line, unit_price: -1 }] }, 'Unit price must be 0 or more'],
      [{ lines: [{ ...line, unit_price: 10.005 }] }, 'Unit price has at most 2 decimals'],
      [{ lines: [{ ...line, quantity: 0 }] }, 'Quantity must be a whole number of at least 1'],
      [{ lines: [{ ...line, quantity: 1.5 }] }, 'Quantity must be a whole number of at least 1'],
      [{ lines: [{ ...line, currency: 'GBP' }] }, 'Currency must be one of EUR, USD'],
      [
        { lines: [{ ...line, condition: 'used' }] },
        'Condition must be one of new, overhauled, serviceable, as_removed, exchange',
      ],
      [
        { lines: [{ ...line, documents: ['bill'] }] },
        'Document must be one of coc, easa_form_1, faa_8130_3, test_report',
      ],
      [{ lines: [{ ...line, lead_time_days: -2 }] }, 'Lead time must be 0 days or more'],
      [{ incoterm: 'FOO' }, 'Incoterm must be one of EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF'],
    ];
    for (const [fields, message] of cases)
      expect(await refusal(create(fields)), JSON.stringify(fields)).toEqual({ code: 'BAD_REQUEST', message });
    expect(await refusal(create({ request_id: 9999 }))).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
    expect(await t.db.selectFrom('quotes').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('quote_lines').select('id').execute()).toEqual([]);

    const quote = await create();
    expect(await refusal(t.admin.quote.update({ id: quote.id }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(t.admin.quote.update({ id: quote.id, valid_until: '2026-01-01' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Valid until must be today or later',
    });
    expect(await refusal(t.admin.quote.update({ id: 9999, text: 'x' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Quote not found',
    });
    await t.db.updateTable('quotes').set({ status: 'accepted' }).execute();
    expect(await refusal(t.admin.quote.update({ id: quote.id, text: 'x' }))).toEqual({
      code: 'CONFLICT',
      message: 'The buyer has accepted this quote: it cannot be changed any more',
    });
    expect(await t.db.selectFrom('quote_revisions').select('revision').execute()).toEqual([{ revision: 1 }]);
  });

  it('are for sales and owners only', async () => {
    const quote = await create();
    const editor = await t.userOf('editor');
    const sales = await t.userOf('sales');
    expect(await refusal(editor.caller.quote.byId({ id: quote.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(t.visitor().quote.list({}))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await sales.caller.quote.update({ id: quote.id, text: 'Best regards' })).revision).toBe(2);
  });
});
