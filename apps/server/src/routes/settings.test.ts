import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The settings' rules (partial update, trimming, validation) are tested beside the procedures, in
// packages/api/src/modules/settings/settings.test.ts; here, what HTTP adds.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.signIn();
});
afterAll(async () => {
  await t.close();
});

describe('/api/settings', () => {
  it('answers GET to anyone, PATCH with the saved settings, and bad input with 400 naming the field', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(read.statusCode).toBe(200);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings', headers: t.bearer(token), payload });
    const saved = await patch({ phone: '+49 551 000 111' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...read.json(), phone: '+49 551 000 111' });
    const refused = await patch({ email: 'sales(at)example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: 'Please enter a valid e-mail address',
      issues: [{ path: ['email'] }],
    });
  });
});
