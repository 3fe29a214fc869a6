import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// The mails themselves (what the team and visitors receive, retries, restarts) are tested with a real SMTP server in
// apps/server/src/routes/mail.test.ts; here, the settings' rules, on a site without a mail server.
let t: TestCaller;
beforeAll(async () => {
  t = await createTestCaller();
});
afterAll(() => t.close());

type Update = Parameters<TestCaller['admin']['notifications']['update']>[0];

describe('notification procedures', () => {
  it('check the settings: addresses (at most 10), the switch and the language; keep what is not sent', async () => {
    await t.admin.notifications.update({ emails: ['a@turbotech.example'], acknowledge: true });
    const bad: [unknown, string][] = [
      [{ emails: ['not-an-address'] }, 'Please enter a valid e-mail address'],
      [{ emails: Array.from({ length: 11 }, (_, i) => `s${i}@turbotech.example`) }, 'At most 10 addresses'],
      [{ emails: 'a@turbotech.example' }, 'emails must be a list of e-mail addresses'],
      [{ acknowledge: 'yes' }, 'acknowledge must be true or false'],
      [{ lang: 'fr' }, 'Language must be one of de, en, ru'],
      [{}, 'Nothing to update: send at least one field to change'],
    ];
    for (const [input, message] of bad)
      expect(await refusal(t.admin.notifications.update(input as Update)), JSON.stringify(input)).toEqual({
        code: 'BAD_REQUEST',
        message,
      });
    expect(await t.admin.notifications.update({ lang: 'en' })).toMatchObject({
      emails: ['a@turbotech.example'],
      acknowledge: true,
      lang: 'en',
    });
    expect(await t.admin.notifications.update({ emails: [] })).toMatchObject({ emails: [], acknowledge: true });
    expect(await refusal(t.visitor().notifications.get())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('queue nothing without a mail server, and say so in the settings and in the answer to a test mail', async () => {
    await t.admin.notifications.update({ emails: ['sales@turbotech.example'], acknowledge: true });
    await t.visitor().request.create({
      name: 'Anna Petrova',
      email: 'anna@plant.example',
      company: 'Caspian Power',
      text: 'LM2500 HPT blades',
      captcha_ticket: await t.ticket(),
    });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect((await t.admin.notifications.get()).mail).toEqual({
      configured: false,
      last_error: null,
      pending: 0,
      failed: 0,
    });
    expect(await t.admin.notifications.test()).toEqual({
      sent: false,
      to: ['sales@turbotech.example'],
      error: 'No mail server is configured (SMTP_URL or SMTP_HOST).',
    });
  });
});
