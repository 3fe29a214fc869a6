import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The quote calls over REST as a script sends them; their rules are tested beside the procedures
// (packages/api/src/modules/quote/quote.test.ts).
let t: TestApp;
let auth: Record<string, string>;
let requestId: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/request',
    headers: auth,
    payload: { name: 'Anna', email: 'anna@plant.example', company: 'Caspian Power', lang: 'en' },
  });
  requestId = sent.json<{ id: number }>().id;
});
afterAll(() => t.close());

const body = {
  valid_until: '2026-12-31',
  incoterm: 'DAP',
  incoterm_place: 'Aktau',
  lines: [{ partnumber: 'L30471P02', quantity: 2, unit_price: 99.99, condition: 'serviceable', documents: ['coc'] }],
};

describe('quotes over REST', () => {
  it('POST /api/request/{id}/quotes answers 201 with the quote; GET and PATCH /api/quotes/{id}; GET /api/quotes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<{ id: number; number: string; totals: unknown; lang: string }>();
    expect(quote).toMatchObject({ number: 'Q-2026-00001', lang: 'en', totals: [{ currency: 'EUR', total: 199.98 }] });

    const read = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers: auth });
    expect(read.json()).toEqual(quote);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.id}`,
      headers: auth,
      payload: { payment_terms: 'Prepayment' },
    });
    expect(patched.json()).toMatchObject({
      revision: 2,
      payment_terms: 'Prepayment',
      incoterm: 'DAP',
      incoterm_place: 'Aktau',
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/quotes?status=draft', headers: auth });
    expect(listed.json()).toMatchObject([
      { id: quote.id, request_reference: 'TR-2026-00001', buyer: 'Anna', revision: 2 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes?status=won', headers: auth })).statusCode).toBe(400);
  });

  it('answers 400 naming the field, 404 for a request or quote that does not exist, 401 without a token', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: { ...body, lines: [{ ...body.lines[0], unit_price: 1.234 }] },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Unit price has at most 2 decimals',
      issues: [{ path: ['lines', 0, 'unit_price'] }],
    });
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/request/${requestId}/quotes`,
      headers: auth,
      payload: { ...body, valid_until: '2026-11-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: 'Valid until must be today or later',
      issues: [{ path: ['valid_until'], message: 'Valid until must be today or later' }],
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/request/9999/quotes', headers: auth, payload: body }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes/9999', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });
});
