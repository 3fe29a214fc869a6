import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAdminPassword } from '@tp/api';
import { TEST_ADMIN_PASSWORD } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Each sign-in is a session with its device and address; a user sees and ends their own, an owner ends anyone's;
// sessions end after 12 hours without a request and after 30 days in any case.

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HOUR_MS = 3_600_000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Signs in from a browser (its User-Agent) and an address, as a person does. */
async function signInFrom(userAgent: string, ip: string, login = 'admin', password = TEST_ADMIN_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { login, password, captcha_ticket: await t.ticket() },
  });
  expect(response.statusCode).toBe(200);
  return t.bearer(response.json<{ access_token: string }>().access_token);
}
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/me', headers })).statusCode;

describe('sessions', () => {
  it('lists the own sessions with device, address and times; signs out one, or everywhere else', async () => {
    const laptop = await signInFrom(CHROME_ON_WINDOWS, '203.0.113.7');
    t.clock.advance(60_000);
    const phone = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.4');
    const listed = await get('/api/auth/sessions', phone);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: expect.any(Number),
        device: 'Safari 17 · iOS',
        ip: '198.51.100.4',
        created_at: '2026-11-22T09:01:00.000Z',
        last_seen_at: '2026-11-22T09:01:00.000Z',
        expires_at: '2026-12-22T09:01:00.000Z',
        current: true,
      },
      {
        id: expect.any(Number),
        device: 'Chrome 131 · Windows 10',
        ip: '203.0.113.7',
        created_at: '2026-11-22T09:00:00.000Z',
        last_seen_at: '2026-11-22T09:00:00.000Z',
        expires_at: '2026-12-22T09:00:00.000Z',
        current: false,
      },
    ]);
    const laptopId = listed.json<{ id: number }[]>()[1]!.id;

    const everywhereElse = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: phone });
    expect(everywhereElse.json()).toEqual({ revoked: 1 });
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
    // One that is gone already, or someone else's, is not found.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${laptopId}`, headers: phone });
    expect(again.statusCode).toBe(404);
    const own = (await get('/api/auth/sessions', phone)).json<{ id: number }[]>()[0]!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${own}`, headers: phone })).json()).toEqual(
      {
        ok: true,
      },
    );
    expect(await me(phone)).toBe(401);
  });

  it('ends a session after 12 hours without a request, and after 30 days however busy', async () => {
    const idle = await signInFrom(CHROME_ON_WINDOWS, '203.0.113.7');
    const busy = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.4');
    t.clock.advance(6 * HOUR_MS);
    expect(await me(busy)).toBe(200);
    t.clock.advance(6 * HOUR_MS + 1000);
    expect(await me(idle)).toBe(401);
    // Used every six hours, the other lives on until its thirtieth day.
    for (let hours = 12; hours < 30 * 24 - 6; hours += 6) {
      expect(await me(busy)).toBe(200);
      t.clock.advance(6 * HOUR_MS);
    }
    expect(await me(busy)).toBe(200);
    t.clock.advance(6 * HOUR_MS);
    expect(await me(busy)).toBe(401);
  });

  it('lets an owner sign a user out of every browser, and not the other way round', async () => {
    const owner = await signInFrom(CHROME_ON_WINDOWS, '203.0.113.7');
    const user = await t.db
      .insertInto('users')
      .values({ login: 'vera@example.com', password_hash: 'none', role: 'sales', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await resetAdminPassword(t.db, t.clock.now(), 'vera password 1', 'vera@example.com');
    const vera = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.4', 'vera@example.com', 'vera password 1');
    const signedOut = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/sessions`, headers: owner });
    expect(signedOut.json()).toEqual({ revoked: 1 });
    expect(await me(vera)).toBe(401);
    expect(await me(owner)).toBe(200);
    // Vera may not do the same to the owner.
    const again = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.4', 'vera@example.com', 'vera password 1');
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/users/1/sessions', headers: again });
    expect(refused.statusCode).toBe(403);
    expect(await me(owner)).toBe(200);
  });
});
