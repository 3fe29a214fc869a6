import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Invitations and password resets by e-mail through a real SMTP server on 127.0.0.1: the mail arrives in the
// recipient's language, its link works once, and not after it expires.

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let owner: Record<string, string>;
const SITE = 'https://www.turbotech.example';

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    mail: { smtp: { url: smtp.url }, from: 'TurboTech Website <website@turbotech.example>', pollMs: 50 },
    publicUrl: SITE,
  });
  owner = t.bearer(await t.signIn());
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const mailTo = async (address: string, count = 1) => {
  await vi.waitFor(
    () => expect(smtp.received.filter((each) => each.recipients.includes(address))).toHaveLength(count),
    { timeout: 15_000, interval: 20 },
  );
  return smtp.received.filter((each) => each.recipients.includes(address)).at(-1)!.mail;
};
/** The secret of a link in a mail: after `#` in the address. */
const tokenIn = (text: string, path: string) => new RegExp(`${SITE}${path}\\?lang=\\w\\w#([\\w-]+)`).exec(text)?.[1];

describe('invitations', () => {
  it('mails the link in the chosen language; the link makes the user with the role, signed in, once', async () => {
    const invited = await post(
      '/api/users/invitations',
      { email: 'Vera@Plant.example', role: 'sales', name: 'Vera Ivanova', language: 'ru' },
      owner,
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({
      id: expect.any(Number),
      email: 'vera@plant.example',
      role: 'sales',
      name: 'Vera Ivanova',
      language: 'ru',
      created_at: '2026-11-22T09:00:00.000Z',
      expires_at: '2026-11-24T09:00:00.000Z',
      mailed: true,
    });
    const mail = await mailTo('vera@plant.example');
    expect(mail.subject).toBe('Приглашение в панель управления TurboTech Rosdorf GmbH');
    expect(mail.text).toContain(
      'admin приглашает вас в панель управления сайта TurboTech Rosdorf GmbH с ролью «Продажи».',
    );
    expect(mail.text).toContain('Ссылка действует 48 часов и только один раз.');
    const token = tokenIn(mail.text!, '/controller/invitation')!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Only the hash is kept.
    const stored = await t.db.selectFrom('invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    const pending = await t.app.inject({ method: 'GET', url: '/api/users/invitations', headers: owner });
    expect(pending.json()).toMatchObject([{ email: 'vera@plant.example', role: 'sales', invited_by: 'admin' }]);

    const accepted = await post('/api/auth/invitation', { token, password: 'a long enough password' });
    expect(accepted.statusCode).toBe(200);
    const session = t.bearer(accepted.json<{ access_token: string }>().access_token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: session })).json()).toEqual({
      login: 'vera@plant.example',
      name: 'Vera Ivanova',
      role: 'sales',
      language: 'ru',
      setup_required: false,
    });
    expect(await t.signIn('a long enough password', 'vera@plant.example')).toBeTypeOf('string');

    const again = await post('/api/auth/invitation', { token, password: 'another long password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid: it was used, has expired or was withdrawn/);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/invitations', headers: owner })).json()).toEqual([]);
    // A second invitation of a user who exists is refused.
    expect(
      (await post('/api/users/invitations', { email: 'vera@plant.example', role: 'editor' }, owner)).statusCode,
    ).toBe(409);
  });

  it('refuses an expired, a replaced and a withdrawn link, and a token of the wrong form, creating no user', async () => {
    await post('/api/users/invitations', { email: 'late@plant.example', role: 'editor' }, owner);
    const expired = tokenIn((await mailTo('late@plant.example')).text!, '/controller/invitation')!;
    t.clock.advance(48 * 3_600_000 + 1000);
    owner = t.bearer(await t.signIn()); // the owner's session ended after 12 idle hours
    expect(
      (await post('/api/auth/invitation', { token: expired, password: 'a long enough password' })).statusCode,
    ).toBe(400);

    await post('/api/users/invitations', { email: 'twice@plant.example', role: 'editor' }, owner);
    const first = tokenIn((await mailTo('twice@plant.example')).text!, '/controller/invitation')!;
    const second = await post('/api/users/invitations', { email: 'twice@plant.example', role: 'sales' }, owner);
    expect((await post('/api/auth/invitation', { token: first, password: 'a long enough password' })).statusCode).toBe(
      400,
    );
    const latest = tokenIn((await mailTo('twice@plant.example', 2)).text!, '/controller/invitation')!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/invitations/${second.json().id}`, headers: owner }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/auth/invitation', { token: latest, password: 'a long enough password' })).statusCode).toBe(
      400,
    );

    const malformed = await post('/api/auth/invitation', { token: '../../etc', password: 'a long enough password' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The link is not valid');
    expect((await t.db.selectFrom('users').select('login').execute()).map((user) => user.login)).toEqual(['admin']);
  });
});

describe('password reset', () => {
  it('mails a link in the user’s language that sets a new password once, ending every session', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/login',
      headers: owner,
      payload: { login: 'chief@turbotech.example' },
    });
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: owner, payload: { language: 'de' } });
    const asked = await post('/api/auth/password-reset', { email: 'Chief@TurboTech.example' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ accepted: true });
    const mail = await mailTo('chief@turbotech.example');
    expect(mail.subject).toBe('Passwort zurücksetzen – TurboTech Rosdorf GmbH');
    expect(mail.text).toContain('Für das Konto chief@turbotech.example wurde ein neues Passwort angefordert.');
    const token = tokenIn(mail.text!, '/controller/reset-password')!;

    const reset = await post('/api/auth/password-reset/confirm', { token, password: 'the new password 1' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: owner })).statusCode).toBe(401);
    expect(await t.signIn('the new password 1', 'chief@turbotech.example')).toBeTypeOf('string');
    const reused = await post('/api/auth/password-reset/confirm', { token, password: 'the new password 2' });
    expect(reused.statusCode).toBe(400);
    await expect(t.signIn('the new password 2', 'chief@turbotech.example')).rejects.toThrow(/401/);
  });

  it('answers an unknown address as a known one and sends nothing; a link expires after an hour; three mails an hour at most', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/login',
      headers: owner,
      payload: { login: 'chief@turbotech.example' },
    });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@turbotech.example' });
    expect([unknown.statusCode, unknown.json()]).toEqual([202, { accepted: true }]);

    await post('/api/auth/password-reset', { email: 'chief@turbotech.example' });
    const token = tokenIn((await mailTo('chief@turbotech.example')).text!, '/controller/reset-password')!;
    t.clock.advance(3_600_000 + 1000);
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'the new password 1' })).statusCode).toBe(
      400,
    );

    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/password-reset', { email: 'chief@turbotech.example' })).statusCode).toBe(202);
    await mailTo('chief@turbotech.example', 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((each) => each.recipients.includes('chief@turbotech.example'))).toHaveLength(4);
    expect(smtp.received.some((each) => each.recipients.includes('nobody@turbotech.example'))).toBe(false);
  });
});
