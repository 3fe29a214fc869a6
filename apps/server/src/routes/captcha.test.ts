import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_CAPTCHA_CODE, type TestApp } from '../testing/test-app.ts';

// The captcha's rules (the picture, which no markup reader reads; answers; expiry; limits) are tested beside the
// procedures, in packages/api/src/modules/captcha/captcha.test.ts; here, what HTTP adds: bodies and statuses,
// and the `ok: false` every refusal of the check carries.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const create = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/captcha' })).json<{ id: string; svg: string }>();
const verify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload });

describe('POST /api/captcha and /api/captcha/verify', () => {
  it('answer a challenge, a ticket for the right code, and 400 with ok: false for a wrong one or a missing id', async () => {
    const challenge = await t.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({ id: expect.any(String), svg: expect.stringMatching(/^<svg/) });
    const right = await verify({ id: challenge.json().id, answer: TEST_CAPTCHA_CODE });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ ok: true, ticket: expect.any(String) });

    const wrong = await verify({ id: (await create()).id, answer: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Incorrect CAPTCHA. Try again!',
      ok: false,
    });
    const missing = await verify({ answer: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toEqual(['id']);
    expect(missing.json().ok).toBe(false);
  });

  it('answers 429 past the limit of new challenges per address', async () => {
    const ask = (ip: string) => t.app.inject({ method: 'POST', url: '/api/captcha', remoteAddress: ip });
    for (let i = 0; i < 30; i++) await ask('10.1.1.1');
    const refused = await ask('10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many captcha requests. Please wait a minute and try again.');
  });
});
