import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { signedHeaders } from '../../platform/webhooks/signature.ts';
import { ownersToTell } from '../user/user.service.ts';
import { deliverDueWebhooks, type WebhookWorkerDeps } from './webhook-worker.ts';

// Webhooks (issue 40) against a real HTTP receiver on this machine; every delivery it takes is checked with the
// reference `standardwebhooks` verifier, not with our own code.

let t: TestCaller;
let receiver: WebhookReceiver;
beforeEach(async () => {
  t = await createTestCaller();
  // The verifier checks a delivery's timestamp against the real clock: the test clock starts at it, on a whole second.
  t.advance(Math.floor(Date.now() / 1000) * 1000 - t.deps.now().getTime());
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
  await t.close();
});

const allowPrivate = () => (t.deps.webhooks!.allowPrivate = true);
const workerDeps = (): WebhookWorkerDeps => ({
  db: t.db,
  now: t.deps.now,
  webhooks: t.deps.webhooks!,
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
});
const deliverDue = () => deliverDueWebhooks(workerDeps());

const inquiry = {
  name: 'Anna Petrova',
  email: 'anna@plant.example',
  company: 'Caspian Power',
  text: 'LM2500 HPT blades, 2 sets',
  lines: [{ partnumber: 'L25-HPT-01', quantity: 2 }],
};

/** An endpoint on the test receiver, whose secret the receiver verifies with. */
async function endpointFor(events: string[], extra: Record<string, unknown> = {}) {
  allowPrivate();
  const created = await t.admin.webhook.create({ url: receiver.url, events: events as never, ...extra });
  receiver.state.secrets = [created.secret];
  return created;
}

const startedAt = () => t.deps.now().toISOString();

const { bodies, allVerified } = { bodies: () => receiver.bodies(), allVerified: () => receiver.allVerified() };

describe('webhook endpoints', () => {
  it('are registered with a secret shown once, sealed in the database and never listed', async () => {
    allowPrivate();
    const created = await t.admin.webhook.create({ url: receiver.url, events: ['request.created'] });
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['request.created'],
      include_personal_data: false,
      enabled: true,
      pending: 0,
      last_delivery: null,
    });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = await t.admin.webhook.list();
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6));
    expect(JSON.stringify(await t.admin.webhook.get({ id: created.id }))).not.toContain('whsec_');
    const stored = await t.db.selectFrom('webhook_endpoints').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(created.secret.slice(6));
    // Nor in the activity log.
    const logged = await t.db.selectFrom('activity').selectAll().execute();
    expect(JSON.stringify(logged)).not.toContain(created.secret.slice(6));
    expect(logged.map((row) => [row.action, row.entity])).toEqual([['create', 'webhook']]);
  });

  it('keep what a change does not send, and start afresh when switched back on', async () => {
    const created = await endpointFor(['request.created'], { description: 'CRM' });
    await t.db
      .updateTable('webhook_endpoints')
      .set({ enabled: 0, disabled_reason: 'Switched off', failing_since: '2026-11-19T09:00:00.000Z' })
      .execute();
    const updated = await t.admin.webhook.update({ id: created.id, include_personal_data: true });
    expect(updated).toMatchObject({ description: 'CRM', events: ['request.created'], enabled: false });
    expect(await t.admin.webhook.update({ id: created.id, enabled: true })).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      include_personal_data: true,
      description: 'CRM',
    });
  });

  it('refuse a URL that is not http(s), holds a password, or points into a private network, and store nothing', async () => {
    const refused = async (url: string) =>
      (await refusal(t.admin.webhook.create({ url, events: ['request.created'] })))?.message;
    expect(await refused('ftp://crm.example.com/hook')).toBe('A webhook URL must start with https:// or http://');
    expect(await refused('https://user:pw@crm.example.com/hook')).toMatch(/user name or password/);
    expect(await refused(receiver.url)).toMatch(/private or local network.*WEBHOOKS_ALLOW_PRIVATE/);
    expect(await refused('http://169.254.169.254/latest/meta-data')).toMatch(/private or local network/);
    expect(await refusal(t.admin.webhook.create({ url: 'https://crm.example.com', events: [] }))).toMatchObject({
      message: 'Choose at least one event',
    });
    expect(
      await refusal(t.admin.webhook.create({ url: 'https://crm.example.com', events: ['order.paid' as never] })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.selectFrom('webhook_endpoints').selectAll().execute()).toEqual([]);
  });

  it('are the owner’s alone', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const user = await t.userOf(role);
      expect(await refusal(user.caller.webhook.list())).toMatchObject({ code: 'FORBIDDEN' });
      expect(
        await refusal(user.caller.webhook.create({ url: 'https://crm.example.com', events: ['request.created'] })),
      ).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('webhook deliveries', () => {
  it('send a new request, signed, without personal data unless the endpoint asks for it', async () => {
    const plain = await endpointFor(['request.created']);
    const withPersonal = await t.admin.webhook.create({
      url: `${receiver.url}?personal`,
      events: ['request.created'],
      include_personal_data: true,
    });
    receiver.state.secrets = [plain.secret, withPersonal.secret];
    const at = startedAt();
    const request = await t.admin.request.create(inquiry);
    expect(await t.db.selectFrom('webhook_messages').select('status').execute()).toHaveLength(2);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    expect(allVerified()).toBe(true);
    const [first, second] = receiver.received;
    expect(first!.headers['webhook-id']).toBe(second!.headers['webhook-id']);
    const [without, withData] = bodies().sort((a, b) => Object.keys(a.data).length - Object.keys(b.data).length);
    expect(without).toEqual({
      type: 'request.created',
      timestamp: at,
      data: {
        id: request.id,
        url: `http://localhost:3000/api/request/${request.id}`,
        reference: request.reference,
        lang: 'de',
        created_at: at,
        lines: [{ partnumber: 'L25-HPT-01', quantity: 2, listed: false }],
      },
    });
    expect(withData!.data).toMatchObject({
      name: 'Anna Petrova',
      email: 'anna@plant.example',
      company: 'Caspian Power',
      text: 'LM2500 HPT blades, 2 sets',
    });
    expect(JSON.stringify(without)).not.toContain('anna@plant.example');
    const log = await t.admin.webhook.deliveries({ id: plain.id });
    expect(log).toEqual([
      expect.objectContaining({
        message_id: first!.headers['webhook-id'],
        event: 'request.created',
        attempt: 1,
        status: 'delivered',
        status_code: 204,
        error: null,
      }),
    ]);
  });

  it('send only the events an endpoint chose: a status change, a content change', async () => {
    await endpointFor(['request.status_changed', 'content.published']);
    const request = await t.admin.request.create(inquiry);
    await t.admin.request.update({ id: request.id, status: 'answered' });
    await t.admin.request.update({ id: request.id, note: 'called back' });
    const category = await t.admin.category.create({ name: 'Compressors', lang: 'en' });
    await t.admin.category.delete({ id: category.id });
    await deliverDue();
    expect(bodies().map((body) => [body.type, body.data])).toEqual(
      expect.arrayContaining([
        [
          'request.status_changed',
          {
            id: request.id,
            url: `http://localhost:3000/api/request/${request.id}`,
            reference: request.reference,
            status: 'answered',
            previous_status: 'new',
          },
        ],
        [
          'content.published',
          {
            entity: 'category',
            id: String(category.id),
            action: 'created',
            url: 'http://localhost:3000/api/category',
          },
        ],
        ['content.published', expect.objectContaining({ entity: 'category', action: 'deleted' })],
      ]),
    );
    expect(receiver.received).toHaveLength(3);
    expect(allVerified()).toBe(true);
  });

  it('reach a receiver that was down once it is back, once per event, the first retry within 30 s', async () => {
    await endpointFor(['request.created']);
    receiver.state.status = 503;
    const at = startedAt();
    await t.admin.request.create(inquiry);
    await deliverDue();
    const [message] = await t.db.selectFrom('webhook_messages').selectAll().execute();
    expect(message).toMatchObject({ status: 'pending', attempts: 1, last_error: 'The receiver answered 503' });
    expect(Date.parse(message!.next_attempt_at) - Date.parse(at)).toBe(30_000);
    await deliverDue();
    expect(receiver.received).toHaveLength(1); // not due yet
    receiver.state.status = 200;
    t.advance(30_000);
    await deliverDue();
    t.advance(3_600_000);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    expect(allVerified()).toBe(true);
    expect(await t.db.selectFrom('webhook_messages').select(['status', 'attempts']).execute()).toEqual([
      { status: 'delivered', attempts: 2 },
    ]);
  });

  it('reach a receiver that was not listening once it listens again, once', async () => {
    await endpointFor(['request.created']);
    const { port, state } = receiver;
    await receiver.close();
    await t.admin.request.create(inquiry);
    await deliverDue();
    const [message] = await t.db.selectFrom('webhook_messages').selectAll().execute();
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(message!.last_error).toMatch(/ECONNREFUSED/);
    receiver = await startWebhookReceiver({ port });
    receiver.state.secrets = state.secrets;
    t.advance(30_000);
    await deliverDue();
    t.advance(600_000);
    await deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.allVerified()).toBe(true);
  });

  it('count a redirect as a failure and do not follow it', async () => {
    const endpoint = await endpointFor(['request.created']);
    receiver.state.status = 307;
    receiver.state.location = 'http://127.0.0.1:1/elsewhere';
    await t.admin.request.create(inquiry);
    await deliverDue();
    const [delivery] = await t.admin.webhook.deliveries({ id: endpoint.id });
    expect(delivery).toMatchObject({ status: 'failed', status_code: 307 });
    expect(delivery!.error).toMatch(/^Redirect not followed \(to http:\/\/127\.0\.0\.1:1\/elsewhere\)/);
  });

  it('refuse a private receiver at delivery too, when private addresses are no longer allowed', async () => {
    const endpoint = await endpointFor(['request.created']);
    t.deps.webhooks!.allowPrivate = false;
    await t.admin.request.create(inquiry);
    await deliverDue();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await t.admin.webhook.deliveries({ id: endpoint.id });
    expect(delivery!.error).toMatch(/private or local network/);
  });

  it('replay a delivery with the same id and body, and send a test event on request', async () => {
    const endpoint = await endpointFor(['request.created']);
    await t.admin.request.create(inquiry);
    await deliverDue();
    const [delivery] = await t.admin.webhook.deliveries({ id: endpoint.id });
    const replay = await t.admin.webhook.replay({ id: delivery!.id });
    expect(replay).toMatchObject({ message_id: delivery!.message_id, event: 'request.created', status: 'pending' });
    const test = await t.admin.webhook.test({ id: endpoint.id });
    expect(test).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await deliverDue();
    expect(receiver.received).toHaveLength(3);
    // The replay and the test event are delivered side by side: they arrive, and their log rows come, in the order
    // they finish.
    const [first, ...later] = receiver.received;
    const replayed = later.find((received) => received.headers['webhook-id'] === delivery!.message_id);
    expect(replayed?.body).toBe(first!.body);
    const tested = later.find((received) => received !== replayed);
    expect(JSON.parse(tested!.body)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(allVerified()).toBe(true);
    expect((await t.admin.webhook.deliveries({ id: endpoint.id })).map((row) => row.event).sort()).toEqual([
      'request.created',
      'request.created',
      'webhook.test',
    ]);
    expect(await refusal(t.admin.webhook.replay({ id: 999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sign with both secrets during a rotation’s grace period, then with the new one only', async () => {
    const endpoint = await endpointFor(['request.created']);
    const old = endpoint.secret;
    const rotated = await t.admin.webhook.rotateSecret({ id: endpoint.id, grace_hours: 1 });
    expect(rotated.secret).not.toBe(old);
    expect(Date.parse(rotated.previous_secret_until!) - Date.parse(startedAt())).toBe(3_600_000);
    await t.admin.request.create(inquiry);
    await deliverDue();
    const during = receiver.received[0]!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(rotated.secret).verify(during.body, during.headers)).toBeTruthy();
    t.advance(3_600_001);
    await t.admin.request.create(inquiry);
    await deliverDue();
    const after = receiver.received[1]!;
    // An hour on, only the new secret signs: its signature alone, the old one's absent. (Computed here: the reference
    // verifier would refuse the test clock, an hour ahead of the real one.)
    const message = {
      id: after.headers['webhook-id']!,
      timestamp: new Date(Number(after.headers['webhook-timestamp']) * 1000),
      body: after.body,
    };
    expect(after.headers['webhook-signature']).toBe(signedHeaders([rotated.secret], message)['webhook-signature']);
    expect(after.headers['webhook-signature']).not.toContain(
      signedHeaders([old], message)['webhook-signature'].slice('v1,'.length),
    );
  });

  /** Delivers hour by hour to a failing receiver until the endpoint is switched off (three days and a bit at most). */
  async function failForThreeDays(id: number) {
    const deps = {
      ...workerDeps(),
      mail: {
        from: 'site@turbotech.example',
        siteUrl: 'https://turbotech.example',
        wake: () => undefined,
        owners: ownersToTell,
      },
    };
    for (let hour = 0; hour <= 74 && (await t.admin.webhook.get({ id })).enabled; hour++) {
      await deliverDueWebhooks(deps);
      t.advance(3_600_000);
    }
  }

  it('switch an endpoint off after three days without a success, give up its messages and tell the owners', async () => {
    await t.userOf('owner', 'olga@turbine.example');
    const at = startedAt();
    const endpoint = await endpointFor(['request.created']);
    receiver.state.status = 500;
    await t.admin.request.create(inquiry);
    await failForThreeDays(endpoint.id);
    const after = await t.admin.webhook.get({ id: endpoint.id });
    expect(after).toMatchObject({ enabled: false, failing_since: at });
    expect(after.disabled_reason).toContain(`no delivery succeeded since ${at}`);
    expect(await t.db.selectFrom('webhook_messages').select('status').execute()).toEqual([{ status: 'failed' }]);
    const mails = await t.db.selectFrom('outbox').select(['kind', 'message']).execute();
    expect(mails.map((mail) => [mail.kind, (JSON.parse(mail.message) as { to: string[] }).to])).toEqual([
      ['webhook-disabled', ['olga@turbine.example']],
    ]);
    expect(JSON.parse(mails[0]!.message).subject).toBe(
      `Webhook abgeschaltet: ${receiver.url} – TurboTech Rosdorf GmbH`,
    );
    expect(await refusal(t.admin.webhook.test({ id: endpoint.id }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('tells the team’s inbox when no owner has an e-mail address (the first owner signs in as admin)', async () => {
    await t.admin.notifications.update({ emails: ['team@turbotech.example'], lang: 'en' });
    const endpoint = await endpointFor(['request.created']);
    receiver.state.status = 500;
    await t.admin.request.create(inquiry);
    await failForThreeDays(endpoint.id);
    const mails = await t.db
      .selectFrom('outbox')
      .select(['kind', 'message'])
      .where('kind', '=', 'webhook-disabled')
      .execute();
    expect(mails.map((mail) => JSON.parse(mail.message) as { to: string[]; subject: string })).toEqual([
      expect.objectContaining({
        to: ['team@turbotech.example'],
        subject: expect.stringMatching(/^Webhook switched off: /),
      }),
    ]);
  });
});
