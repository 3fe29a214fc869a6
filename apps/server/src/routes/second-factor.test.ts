import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { softAuthenticator, TEST_ADMIN_PASSWORD } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The second factor over HTTP as a script or the dashboard meets it: the REST sign-in answers the second step's
// challenge for an account with an authenticator app, a code works once, recovery codes once each; a passkey signs in
// alone, and an answer for another site is refused. The rules in detail: packages/api's second-factor.test.ts.

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  owner = t.bearer(await t.signIn());
});
afterEach(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const codeAt = (secret: string, secondsLater = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + secondsLater });
const passwordStep = async () =>
  post('/api/auth/login', { login: 'admin', password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });

describe('POST /api/auth/login with an authenticator app', () => {
  it('answers a challenge; the code completes it once, a replay and a used recovery code get 401', async () => {
    const { secret } = (await post('/api/auth/totp', undefined, owner)).json<{ secret: string }>();
    const confirmed = await post('/api/auth/totp/confirm', { code: await codeAt(secret) }, owner);
    expect(confirmed.statusCode).toBe(200);
    const recovery = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;

    const step = await passwordStep();
    expect(step.statusCode).toBe(200);
    const { second_factor, challenge } = step.json<{ second_factor: string; challenge: string }>();
    expect(second_factor).toBe('totp');
    expect(step.json()).not.toHaveProperty('access_token');
    const code = await codeAt(secret, 30);
    const done = await post('/api/auth/login/second-factor', { challenge, code });
    expect(done.statusCode).toBe(200);
    expect(
      (await post('/api/auth/me', undefined, t.bearer(done.json<{ access_token: string }>().access_token))).json(),
    ).toMatchObject({ login: 'admin' });

    const again = (await passwordStep()).json<{ challenge: string }>().challenge;
    const replay = await post('/api/auth/login/second-factor', { challenge: again, code });
    expect([replay.statusCode, replay.json<{ message: string }>().message]).toEqual([401, 'The code is not valid']);
    expect((await post('/api/auth/login/second-factor', { challenge: again, code: recovery[3] })).statusCode).toBe(200);
    const third = (await passwordStep()).json<{ challenge: string }>().challenge;
    expect((await post('/api/auth/login/second-factor', { challenge: third, code: recovery[3] })).statusCode).toBe(401);
    // Bad input is a clear 400, and nothing is asked of the database with it.
    const bad = await post('/api/auth/login/second-factor', { challenge: 'x', code: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('passkeys over REST', () => {
  it('registers one and signs in with it alone; an answer for another origin is refused with 401', async () => {
    const device = softAuthenticator({ origin: 'http://localhost:3000', rpId: 'localhost' });
    const options = await post('/api/auth/passkeys/registration-options', undefined, owner);
    const registered = await post(
      '/api/auth/passkeys/registration',
      { response: device.register(options.json()), name: 'Laptop' },
      owner,
    );
    expect([registered.statusCode, registered.json()]).toMatchObject([201, { name: 'Laptop' }]);

    const signInOptions = (await post('/api/auth/passkeys/authentication-options')).json<{ challenge: string }>();
    const foreign = await post('/api/auth/passkeys/authentication', {
      response: device.signIn(signInOptions, { origin: 'https://turbotech.example.evil' }),
    });
    expect([foreign.statusCode, foreign.json<{ message: string }>().message]).toEqual([
      401,
      'The passkey could not be verified',
    ]);
    const fresh = (await post('/api/auth/passkeys/authentication-options')).json<{ challenge: string }>();
    const signedIn = await post('/api/auth/passkeys/authentication', { response: device.signIn(fresh) });
    expect(signedIn.statusCode).toBe(200);
    expect(
      (await post('/api/auth/me', undefined, t.bearer(signedIn.json<{ access_token: string }>().access_token))).json(),
    ).toMatchObject({ login: 'admin', role: 'owner' });
  });
});
