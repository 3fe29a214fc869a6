import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.signIn();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/settings', () => {
  it('answers every visitor with the seeded contact details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['address', 'email', 'footer_text', 'phone']);
    expect(body.address).toContain('Rosdorf');
    expect(body.phone).toMatch(/^\+49/);
    expect(body.email).toMatch(/@/);
    expect(body.footer_text.length).toBeGreaterThan(10);
  });
});

describe('PATCH /api/settings', () => {
  it('changes the fields sent, keeps the others, and the public read shows them', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: t.bearer(token),
      payload: { phone: '+49 551 000 111', footer_text: '  Original parts, 24/7.  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, phone: '+49 551 000 111', footer_text: 'Original parts, 24/7.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(response.json());
  });

  it('refuses a malformed e-mail with 400 and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: t.bearer(token),
      payload: { email: 'sales(at)example', phone: '+1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid e-mail address',
      issues: [{ path: ['email'] }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(before);
  });
});
