import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Webhooks over the documented REST calls (issue 40), with the server's own worker delivering to a real receiver on
// this machine; every delivery is checked with the reference `standardwebhooks` verifier. The rules (retries,
// rotation, switching off) are tested in packages/api/src/modules/webhook/webhook.test.ts.

let t: TestApp;
let receiver: WebhookReceiver;
let auth: { authorization: string };

beforeAll(async () => {
  // The verifier checks the delivery's timestamp against the real clock.
  t = await createTestApp({ realClock: true, publicUrl: 'https://turbotech.example' });
  receiver = await startWebhookReceiver();
  auth = t.bearer(await t.signIn());
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const inquiry = {
  name: 'Anna Petrova',
  email: 'anna@plant.example',
  company: 'Caspian Power',
  text: 'LM2500 HPT blades',
  lines: [{ partnumber: 'L25-HPT-01', quantity: 2 }],
};

/** Waits until the receiver has taken `count` deliveries in all. */
const receivedCount = (count: number) =>
  expect.poll(() => receiver.received.length, { timeout: 5000, interval: 20 }).toBe(count);

describe('/api/webhooks', () => {
  let id: number;

  it('registers an endpoint (201) with its signing secret in that answer only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth,
      payload: { url: receiver.url, events: ['request.created', 'quote.accepted'], description: 'CRM' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ id: number; secret: string; enabled: boolean; include_personal_data: boolean }>();
    expect(body).toMatchObject({ enabled: true, include_personal_data: false });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.state.secrets = [body.secret];
    id = body.id;
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: auth });
    expect(listed.json()).toEqual([expect.objectContaining({ id, url: receiver.url, description: 'CRM' })]);
    expect(listed.body).not.toContain(body.secret.slice(6, 30));
  });

  it('keeps what a PATCH does not send', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      headers: auth,
      payload: { include_personal_data: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      description: 'CRM',
      events: ['request.created', 'quote.accepted'],
      include_personal_data: true,
    });
  });

  it('delivers a visitor’s inquiry as it is stored, signed, and a slow receiver does not slow the visitor', async () => {
    receiver.state.delayMs = 2000;
    const started = performance.now();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      payload: { ...inquiry, captcha_ticket: await t.ticket() },
    });
    const took = performance.now() - started;
    expect(sent.statusCode, sent.body).toBe(201);
    expect(took).toBeLessThan(1500);
    await receivedCount(1);
    expect(receiver.allVerified()).toBe(true);
    const request = sent.json<{ id: number; reference: string }>();
    expect(receiver.bodies()[0]).toMatchObject({
      type: 'request.created',
      data: {
        id: request.id,
        url: `https://turbotech.example/api/request/${request.id}`,
        reference: request.reference,
        name: 'Anna Petrova',
        email: 'anna@plant.example',
      },
    });
    receiver.state.delayMs = 0;
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: auth })).json<
            { status: string }[]
          >()[0]?.status,
        { timeout: 5000 },
      )
      .toBe('delivered');
  });

  it('sends a test event and replays a delivery with the same webhook-id', async () => {
    const test = await t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: auth });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await receivedCount(2);
    type Delivery = { id: number; message_id: string; event: string; status_code: number };
    const logged = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries?limit=5`, headers: auth })).json<
        Delivery[]
      >();
    // The log row is written once the receiver's answer is in.
    await expect.poll(async () => (await logged()).length, { timeout: 5000 }).toBe(2);
    const deliveries = await logged();
    expect(deliveries.map((row) => [row.event, row.status_code])).toEqual([
      ['webhook.test', 204],
      ['request.created', 204],
    ]);
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${deliveries[1]!.id}/replay`,
      headers: auth,
    });
    expect(replayed.statusCode, replayed.body).toBe(200);
    await receivedCount(3);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(deliveries[1]!.message_id);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.allVerified()).toBe(true);
  });

  it('refuses a receiver in a private network when private receivers are not allowed, and stores nothing', async () => {
    const strict = await createTestApp({ webhooks: { allowPrivate: false } });
    try {
      const refused = await strict.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: strict.bearer(await strict.signIn()),
        payload: { url: 'http://10.0.0.5/hooks', events: ['request.created'] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/private or local network/);
      expect(await strict.db.selectFrom('webhook_endpoints').selectAll().execute()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('is the owner’s: 401 without a token, 404 for an endpoint that is not there', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks' })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/webhooks/999',
      headers: auth,
      payload: { enabled: false },
    });
    expect(missing.statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: auth });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });
});
