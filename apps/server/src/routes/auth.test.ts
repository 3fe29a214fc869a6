import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiToken } from '@tp/api';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const login = async (body: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  // The sign-in rules (tickets, the same answer for an unknown login, rate limits) are tested beside the
  // procedures, in packages/api/src/modules/auth/auth.test.ts; here, the statuses and bodies HTTP gives them.
  it('answers a token (200), a wrong password 401, no ticket 403, missing fields 400 and too many tries 429', async () => {
    const right = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ access_token: expect.stringMatching(/^[\w-]{40,}$/) });
    const wrong = await login({ login: 'admin', password: 'nope-nope', captcha_ticket: await t.ticket() });
    expect(wrong.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong login or password' });
    const robot = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(robot.statusCode).toBe(403);
    expect(robot.json().message).toBe('It was not confirmed that you were not a Robot');
    const missing = await login({ login: '', captcha_ticket: await t.ticket() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(
      expect.arrayContaining(['login', 'password']),
    );
    for (let i = 0; i < 4; i++)
      await login({ login: 'admin', password: `wrong-${i}`, captcha_ticket: await t.ticket() });
    const tooMany = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(/Too many sign-in attempts/);
  });
});

describe('session endpoints', () => {
  it('POST /api/auth/me returns the login, name and role of the token', async () => {
    const token = await t.signIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login: 'admin', name: '', role: 'owner', language: 'de', setup_required: false });
  });

  it('PATCH /api/auth/login changes the login used to sign in', async () => {
    const token = await t.signIn();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/login',
      headers: t.bearer(token),
      payload: { login: 'chief' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login: 'chief', name: '', role: 'owner', language: 'de', setup_required: false });
    await expect(t.signIn(TEST_ADMIN_PASSWORD, 'chief')).resolves.toBeTypeOf('string');
    await expect(t.signIn(TEST_ADMIN_PASSWORD, 'admin')).rejects.toThrow(/401/);

    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/login',
      headers: t.bearer(token),
      payload: { login: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Login is required');
  });

  it('PATCH /api/auth/password changes the password and revokes every token', async () => {
    const first = await t.signIn();
    const second = await t.signIn();
    const wrongOld = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(first),
      payload: { old_password: 'not-it-at-all', password: 'a-new-password' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('The current password is wrong');

    const short = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(first),
      payload: { old_password: TEST_ADMIN_PASSWORD, password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(first),
      payload: { old_password: TEST_ADMIN_PASSWORD, password: 'a-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ok: true });

    for (const token of [first, second]) {
      const me = await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    await expect(t.signIn('a-new-password')).resolves.toBeTypeOf('string');
    await expect(t.signIn(TEST_ADMIN_PASSWORD)).rejects.toThrow(/401/);
  });

  it('POST /api/auth/logout revokes only the current token', async () => {
    const current = await t.signIn();
    const other = await t.signIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.bearer(current) });
    expect(response.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(current) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(other) })).statusCode).toBe(
      200,
    );
  });

  it('a session token expires after 14 days; an API token keeps working', async () => {
    const session = await t.signIn();
    const apiToken = await createApiToken(t.db, t.clock.now(), 'ERP import');
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(session) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(apiToken) })).statusCode).toBe(
      200,
    );
  });
});

describe('API tokens from the dashboard', () => {
  it('creates a token shown once, lists it without its secret, and revokes it', async () => {
    const session = await t.signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: t.bearer(session),
      payload: { name: 'ERP import' },
    });
    expect(created.statusCode).toBe(201);
    const { token, ...meta } = created.json();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(meta).toEqual({
      id: expect.any(Number),
      name: 'ERP import',
      role: null,
      created_at: '2026-11-22T09:00:00.000Z',
      expires_at: '2027-11-22T09:00:00.000Z',
      last_used_at: null,
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/request', headers: t.bearer(token) })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: t.bearer(session) });
    expect(list.json()).toEqual([{ ...meta, last_used_at: '2026-11-22T09:00:00.000Z' }]);
    expect(list.body).not.toContain(token);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${meta.id}`, headers: t.bearer(session) })).json(),
    ).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/request', headers: t.bearer(token) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${meta.id}`, headers: t.bearer(session) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: t.bearer(session) })).json()).toEqual(
      [],
    );

    const sessionRow = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('kind', '=', 'session')
      .executeTakeFirstOrThrow();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${sessionRow.id}`, headers: t.bearer(session) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/tokens',
          headers: t.bearer(session),
          payload: { name: '' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
