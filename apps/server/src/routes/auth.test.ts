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
  it('returns an access token for the right login, password and captcha ticket', async () => {
    const response = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toMatch(/^[\w-]{40,}$/);
    const stored = await t.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(response.json().access_token);
  });

  it('answers 401 with the same message for a wrong password and for an unknown login', async () => {
    const wrong = await login({ login: 'admin', password: 'nope-nope', captcha_ticket: await t.ticket() });
    const unknown = await login({ login: 'root', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong login or password' });
    }
  });

  it('refuses a sign-in without a ticket, with a used ticket and with an expired ticket (403)', async () => {
    const body = { login: 'admin', password: TEST_ADMIN_PASSWORD };
    expect((await login(body)).statusCode).toBe(403);
    expect((await login({ ...body, captcha_ticket: 'forged-ticket' })).statusCode).toBe(403);

    const used = await t.ticket();
    expect((await login({ ...body, captcha_ticket: used })).statusCode).toBe(200);
    const reused = await login({ ...body, captcha_ticket: used });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toBe('It was not confirmed that you were not a Robot');

    const stale = await t.ticket();
    t.clock.advance(11 * 60 * 1000);
    expect((await login({ ...body, captcha_ticket: stale })).statusCode).toBe(403);
  });

  it('answers 400 with the issues when login or password is missing', async () => {
    const response = await login({ login: '', captcha_ticket: await t.ticket() });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(
      expect.arrayContaining(['login', 'password']),
    );
  });

  it('answers the 6th wrong password within a minute with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ login: 'admin', password: `wrong-${i}`, captcha_ticket: await t.ticket() })).statusCode,
      ).toBe(401);
    }
    const sixth = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many sign-in attempts/);

    t.clock.advance(61 * 1000);
    expect(
      (await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() })).statusCode,
    ).toBe(200);
  });

  it('limits per login across addresses and per address across logins', async () => {
    for (let i = 0; i < 5; i++) {
      await login({ login: 'admin', password: 'wrong-pass', captcha_ticket: await t.ticket() }, `10.0.0.${i + 1}`);
    }
    expect(
      (await login({ login: 'admin', password: 'wrong-pass', captcha_ticket: await t.ticket() }, '10.0.0.99'))
        .statusCode,
    ).toBe(429);

    for (let i = 0; i < 5; i++) {
      await login({ login: `user${i}`, password: 'wrong-pass', captcha_ticket: await t.ticket() }, '10.9.9.9');
    }
    expect(
      (await login({ login: 'someone', password: 'wrong-pass', captcha_ticket: await t.ticket() }, '10.9.9.9'))
        .statusCode,
    ).toBe(429);
  });

  it('counts 15 wrong passwords sent at once as 15: five are answered 401, the rest and the next attempt 429', async () => {
    const tickets = await Promise.all(Array.from({ length: 15 }, () => t.ticket()));
    const answers = await Promise.all(
      tickets.map((ticket, i) => login({ login: 'admin', password: `guess-${i}`, captcha_ticket: ticket })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)]);
    expect(await t.db.selectFrom('sign_in_attempts').select('succeeded').execute()).toHaveLength(5);
    const next = await login({ login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });
    expect(next.statusCode).toBe(429);
  });
});

describe('session endpoints', () => {
  it('POST /api/auth/me returns the login of the token', async () => {
    const token = await t.signIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ login: 'admin' });
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
    expect(response.json()).toEqual({ login: 'chief' });
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
