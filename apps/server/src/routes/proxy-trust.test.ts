import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Behind one reverse proxy (TRUST_PROXY=1) the visitor's address is the one the proxy appends to
// X-Forwarded-For; what the client wrote before it is ignored, so a script cannot dodge per-address limits.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterEach(async () => {
  await t.close();
});

const PROXY = '10.0.0.2';
/** A wrong password sent through the proxy: `forwarded` is the header as the proxy passes it on. */
const wrongPassword = async (forwarded: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwarded },
    payload: { login: `user-${Math.random()}`, password: 'wrong-pass', captcha_ticket: await t.ticket() },
  });

describe('TRUST_PROXY=1', () => {
  it('ignores what the client writes into X-Forwarded-For: a new spoofed address each time is still one visitor', async () => {
    for (let i = 0; i < 5; i++) expect((await wrongPassword(`203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(401);
    expect((await wrongPassword('203.0.113.99, 198.51.100.7')).statusCode).toBe(429);
    const recorded = await t.db.selectFrom('sign_in_attempts').select('ip').distinct().execute();
    expect(recorded).toEqual([{ ip: '198.51.100.7' }]);
  });

  it('uses the address the proxy appends: two visitors behind the same proxy are limited apart', async () => {
    for (let i = 0; i < 5; i++) expect((await wrongPassword('198.51.100.7')).statusCode).toBe(401);
    expect((await wrongPassword('198.51.100.7')).statusCode).toBe(429);
    expect((await wrongPassword('198.51.100.8')).statusCode).toBe(401);
  });
});
