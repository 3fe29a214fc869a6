import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller({ seed: true });
});
afterAll(() => t.close());

describe('settings procedures', () => {
  it('give every visitor the seeded contact details', async () => {
    const settings = await t.visitor().settings.get();
    expect(Object.keys(settings).sort()).toEqual(['address', 'email', 'footer_text', 'phone']);
    expect(settings.address).toContain('Rosdorf');
    expect(settings.phone).toMatch(/^\+49/);
    expect(settings.email).toMatch(/@/);
    expect(settings.footer_text.length).toBeGreaterThan(10);
  });

  it('change the fields sent, trimmed, and keep the others', async () => {
    const before = await t.visitor().settings.get();
    const saved = await t.admin.settings.update({ phone: '+49 551 000 111', footer_text: '  Original parts, 24/7.  ' });
    expect(saved).toEqual({ ...before, phone: '+49 551 000 111', footer_text: 'Original parts, 24/7.' });
    expect(await t.visitor().settings.get()).toEqual(saved);
  });

  it('refuse a malformed e-mail address and change nothing, not even the valid fields sent with it', async () => {
    const before = await t.visitor().settings.get();
    expect(await refusal(t.admin.settings.update({ email: 'sales(at)example', phone: '+1' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid e-mail address',
    });
    expect(await t.visitor().settings.get()).toEqual(before);
    expect(await refusal(t.visitor().settings.update({ phone: '+1' }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
