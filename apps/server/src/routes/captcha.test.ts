import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_CAPTCHA_CODE, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const create = async () => (await t.app.inject({ method: 'POST', url: '/api/captcha' })).json<{ id: string; svg: string }>();
const verify = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload });

describe('POST /api/captcha', () => {
  it('returns an id and an SVG picture whose markup does not contain the code', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    const { id, svg } = response.json();
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
    expect(svg).not.toContain(TEST_CAPTCHA_CODE);
    expect(svg).not.toMatch(/<text/);
  });
});

describe('POST /api/captcha/verify', () => {
  it('gives a ticket for the exact code', async () => {
    const { id } = await create();
    const response = await verify({ id, answer: TEST_CAPTCHA_CODE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, ticket: expect.stringMatching(/^[\w-]{40,}$/) });
  });

  it('is case-sensitive, and a wrong answer burns the challenge', async () => {
    const { id } = await create();
    const wrong = await verify({ id, answer: TEST_CAPTCHA_CODE.toLowerCase() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Incorrect CAPTCHA. Try again!', ok: false });
    const retry = await verify({ id, answer: TEST_CAPTCHA_CODE });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().ok).toBe(false);
  });

  it('refuses a challenge that was already solved, an unknown id and an expired challenge', async () => {
    const { id } = await create();
    expect((await verify({ id, answer: TEST_CAPTCHA_CODE })).statusCode).toBe(200);
    expect((await verify({ id, answer: TEST_CAPTCHA_CODE })).statusCode).toBe(400);
    expect((await verify({ id: 'no-such-challenge', answer: TEST_CAPTCHA_CODE })).statusCode).toBe(400);

    const stale = await create();
    t.clock.advance(11 * 60 * 1000);
    expect((await verify({ id: stale.id, answer: TEST_CAPTCHA_CODE })).statusCode).toBe(400);
  });

  it('answers 400 with issues when the id is missing', async () => {
    const response = await verify({ answer: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual(['id']);
    expect(response.json().ok).toBe(false);
  });

  it('limits new challenges per address and minute (429), not per visitor elsewhere', async () => {
    const ask = (ip: string) => t.app.inject({ method: 'POST', url: '/api/captcha', remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await ask('10.1.1.1')).statusCode).toBe(200);
    const refused = await ask('10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many captcha requests. Please wait a minute and try again.');
    expect((await ask('10.2.2.2')).statusCode).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await ask('10.1.1.1')).statusCode).toBe(200);
  });

  it('sweeps expired challenges when new ones are made', async () => {
    await create();
    await create();
    t.clock.advance(11 * 60 * 1000);
    await create();
    const rows = await t.db.selectFrom('captcha_challenges').select('id').execute();
    expect(rows).toHaveLength(1);
  });
});
