import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller({ seed: true });
});
afterAll(() => t.close());

describe('settings procedures', () => {
  it('give every visitor the seeded contact details, the address and footer line in each language', async () => {
    const settings = await t.visitor().settings.get();
    expect(Object.keys(settings).sort()).toEqual([
      'address',
      'address_de',
      'address_en',
      'address_ru',
      'email',
      'footer_text',
      'footer_text_de',
      'footer_text_en',
      'footer_text_ru',
      'phone',
    ]);
    expect([settings.address_de, settings.address_en, settings.address_ru]).toEqual([
      'Hauptstraße 12, 37124 Rosdorf, Deutschland',
      'Hauptstraße 12, 37124 Rosdorf, Germany',
      'Hauptstraße 12, 37124 Росдорф, Германия',
    ]);
    // The first release's names are the German texts.
    expect(settings.address).toBe(settings.address_de);
    expect(settings.footer_text).toBe(settings.footer_text_de);
    expect(settings.footer_text_ru).toMatch(/газовых турбин/);
    expect(settings.phone).toMatch(/^\+49/);
    expect(settings.email).toMatch(/@/);
  });

  it('change the fields sent, trimmed, and keep the others', async () => {
    const before = await t.visitor().settings.get();
    const saved = await t.admin.settings.update({
      phone: '+49 551 000 111',
      footer_text_en: '  Original parts, 24/7.  ',
    });
    expect(saved).toEqual({ ...before, phone: '+49 551 000 111', footer_text_en: 'Original parts, 24/7.' });
    expect(await t.visitor().settings.get()).toEqual(saved);
  });

  it('take footer_text and address as the German texts, and refuse them beside a different German one', async () => {
    const before = await t.visitor().settings.get();
    const saved = await t.admin.settings.update({ footer_text: 'Originalteile.', address: 'Rosdorf' });
    expect(saved).toEqual({
      ...before,
      footer_text: 'Originalteile.',
      footer_text_de: 'Originalteile.',
      address: 'Rosdorf',
      address_de: 'Rosdorf',
    });
    expect(await t.admin.settings.update({ address: 'Göttingen', address_de: 'Göttingen' })).toMatchObject({
      address_de: 'Göttingen',
    });
    expect(await refusal(t.admin.settings.update({ footer_text: 'Eins', footer_text_de: 'Zwei' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'footer_text and footer_text_de name the same German text: send one of them',
    });
    expect((await t.visitor().settings.get()).footer_text_de).toBe('Originalteile.');
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
