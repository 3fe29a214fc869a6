import { describe, expect, it } from 'vitest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { postWebhook } from './post-webhook.ts';
import { isInternalAddress, receiverAddressProblem } from './receiver-address.ts';
import { newMessageId, newSigningSecret, signedHeaders } from './signature.ts';

// The building blocks of webhook deliveries (issue 40): signatures a third-party verifier accepts, and receivers
// refused when they point into the server's own network.

describe('signatures by the Standard Webhooks specification', () => {
  const body = JSON.stringify({ type: 'request.created', timestamp: '2026-11-28T16:00:00.000Z', data: { id: 7 } });

  it('are accepted by the reference standardwebhooks verifier, and refused once the body is changed', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signedHeaders([secret], { id: newMessageId(), timestamp: new Date(), body });
    expect(headers['webhook-id']).toMatch(/^msg_[\w-]{22}$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('7', '8'), headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
  });

  it('carry one signature per secret during a rotation, so a receiver that knows either accepts the delivery', () => {
    const [fresh, old] = [newSigningSecret(), newSigningSecret()];
    const headers = signedHeaders([fresh, old], { id: newMessageId(), timestamp: new Date(), body });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(fresh).verify(body, headers)).toBeTruthy();
    expect(new Webhook(old).verify(body, headers)).toBeTruthy();
  });

  it('are refused by the verifier when the timestamp is older than its tolerance (a replayed capture)', () => {
    const secret = newSigningSecret();
    const headers = signedHeaders([secret], { id: newMessageId(), timestamp: new Date(Date.now() - 3_600_000), body });
    expect(() => new Webhook(secret).verify(body, headers)).toThrow(/too old/i);
  });
});

describe('receiver addresses', () => {
  const publicDns = async () => ['93.184.215.14'];

  it('takes public http(s) receivers', async () => {
    expect(
      await receiverAddressProblem('https://crm.example.com/hooks/turbotech', {
        allowPrivate: false,
        resolve: publicDns,
      }),
    ).toBeNull();
    expect(await receiverAddressProblem('http://203.0.113.9:8080/in', { allowPrivate: false })).toBeNull();
  });

  it('refuses other schemes, credentials in the address and addresses that are not URLs, with the reason', async () => {
    const problem = (url: string) => receiverAddressProblem(url, { allowPrivate: true });
    expect(await problem('ftp://files.example.com/in')).toBe('A webhook URL must start with https:// or http://');
    expect(await problem('file:///etc/passwd')).toBe('A webhook URL must start with https:// or http://');
    expect(await problem('https://user:secret@crm.example.com/')).toMatch(/may not hold a user name or password/);
    expect(await problem('crm.example.com/hook')).toBe('The webhook URL is not a valid address');
  });

  it('refuses private, loopback and link-local receivers, by address or by a name that resolves there, unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1:3000/api/settings',
      'http://10.1.2.3/',
      'http://172.20.0.5/',
      'http://192.168.1.10/',
      'http://169.254.169.254/latest/meta-data/', // a cloud's metadata service
      'http://[::1]/',
      'http://[fd00::5]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ])
      expect(await receiverAddressProblem(url, { allowPrivate: false }), url).toMatch(/private or local network/);
    const internalName = async () => ['93.184.215.14', '10.0.0.7']; // one of its addresses is enough
    expect(
      await receiverAddressProblem('https://intranet.example.com/', { allowPrivate: false, resolve: internalName }),
    ).toMatch(/private or local network \(intranet\.example\.com\)/);
    expect(await receiverAddressProblem('http://127.0.0.1:3000/hook', { allowPrivate: true })).toBeNull();
  });

  it('says so when the host cannot be found', async () => {
    const missing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await receiverAddressProblem('https://nowhere.invalid/', { allowPrivate: false, resolve: missing })).toBe(
      'The host nowhere.invalid of the webhook URL cannot be found',
    );
  });

  it('knows the ranges by their edges', () => {
    expect(isInternalAddress('172.15.255.255')).toBe(false);
    expect(isInternalAddress('172.16.0.0')).toBe(true);
    expect(isInternalAddress('100.63.255.255')).toBe(false);
    expect(isInternalAddress('100.64.0.1')).toBe(true);
    expect(isInternalAddress('2001:db8::1')).toBe(false);
    expect(isInternalAddress('fe80::1')).toBe(true);
    expect(isInternalAddress('not-an-address')).toBe(true);
  });
});

describe('posting a delivery', () => {
  const headers = { 'webhook-id': 'msg_test' };

  it('keeps the first 1 KB of a long answer, and fails a receiver that does not answer in time', async () => {
    const receiver = await startWebhookReceiver();
    try {
      receiver.state.status = 200;
      receiver.state.answer = 'x'.repeat(5000);
      const long = await postWebhook(receiver.url, headers, '{}', { allowPrivate: true });
      expect(long).toMatchObject({ delivered: true, statusCode: 200, error: null });
      expect(long.excerpt).toHaveLength(1024);
      receiver.state.delayMs = 1000;
      const slow = await postWebhook(receiver.url, headers, '{}', { allowPrivate: true, timeoutMs: 200 });
      expect(slow).toMatchObject({ delivered: false, statusCode: null, error: 'No answer within 0.2 s' });
      expect(slow.durationMs).toBeLessThan(900);
    } finally {
      await receiver.close();
    }
  });

  it('refuses, as it connects, a name that resolves into the server’s network (a name may move after saving)', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const byName = receiver.url.replace('127.0.0.1', 'localhost');
      const refused = await postWebhook(byName, headers, '{}', { allowPrivate: false });
      expect(refused).toMatchObject({ delivered: false, statusCode: null });
      expect(refused.error).toMatch(/private or local network/);
      const literal = await postWebhook(receiver.url, headers, '{}', { allowPrivate: false });
      expect(literal.error).toMatch(/private or local network/);
      expect(receiver.received).toHaveLength(0);
      expect(await postWebhook(byName, headers, '{}', { allowPrivate: true })).toMatchObject({ delivered: true });
    } finally {
      await receiver.close();
    }
  });
});
