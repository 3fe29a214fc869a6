import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../testing/test-constants.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';
import { softAuthenticator } from '../../testing/soft-authenticator.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const SITE = { origin: 'http://localhost:3000', rpId: 'localhost' };
const CODE_NOT_VALID = { code: 'UNAUTHORIZED', message: 'The code is not valid' };
const EXPIRED = { code: 'BAD_REQUEST', message: 'The sign-in has expired: enter your password again' };
const SETUP_FIRST = {
  code: 'FORBIDDEN',
  message: 'Your role must sign in with a second factor: set up a passkey or an authenticator app first',
};

/** The code the user's authenticator app shows now (the test's clock), computed as the app computes it. */
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(t.deps.now().getTime() / 1000) });
const passwordStep = async (login = 'admin', ip?: string) =>
  t.visitor(ip).auth.login({ login, password: TEST_ADMIN_PASSWORD, captcha_ticket: await t.ticket() });

/** Sets up the authenticator app for the administrator; gives its secret and the recovery codes. */
async function withAuthenticatorApp() {
  const { secret, otpauth_url } = await t.admin.auth.startTotp();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*admin\?.*secret=/);
  const { recovery_codes } = await t.admin.auth.confirmTotp({ code: await codeOf(secret) });
  t.advance(30_000); // the next code, as a person types the sign-in's code after the set-up's
  return { secret, recovery_codes };
}

describe('an authenticator app (TOTP) as the second factor', () => {
  it('is confirmed with a code from it, answers ten recovery codes once and keeps only their hashes', async () => {
    const { secret } = await t.admin.auth.startTotp();
    expect(await refusal(t.admin.auth.confirmTotp({ code: '000000' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The code is not valid',
    });
    expect((await t.admin.auth.twoFactor()).totp).toBe(false);
    const { recovery_codes } = await t.admin.auth.confirmTotp({ code: await codeOf(secret) });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await t.admin.auth.twoFactor()).toEqual({
      totp: true,
      recovery_codes_left: 10,
      passkeys: 0,
      required: false,
      setup_required: false,
    });
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(recovery_codes.map((code) => code.replaceAll('-', ''))).not.toContain(row.code_hash);
    // No code, secret or recovery code in the activity log.
    const logged = JSON.stringify(await t.db.selectFrom('activity').selectAll().execute());
    expect(logged).not.toContain(secret);
    for (const code of recovery_codes) expect(logged).not.toContain(code);
    // A second set-up while one is in use is refused.
    expect((await refusal(t.admin.auth.startTotp()))?.code).toBe('CONFLICT');
  });

  it('makes the password answer a challenge; the second step takes a code once, a replay is refused', async () => {
    const { secret } = await withAuthenticatorApp();
    const step = await passwordStep();
    expect(step).toEqual({ second_factor: 'totp', challenge: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(await t.db.selectFrom('access_tokens').where('kind', '=', 'session').selectAll().execute()).toHaveLength(0);
    const challenge = (step as { challenge: string }).challenge;
    const code = await codeOf(secret);
    expect(
      await refusal(t.visitor().auth.secondFactor({ challenge, code: '123456' === code ? '654321' : '123456' })),
    ).toEqual(CODE_NOT_VALID);
    const { access_token } = await t.visitor().auth.secondFactor({ challenge, code });
    expect((await t.withToken(access_token).auth.me()).login).toBe('admin');
    // The challenge is used up, and the same code in a new sign-in is refused.
    expect(await refusal(t.visitor().auth.secondFactor({ challenge, code }))).toEqual(EXPIRED);
    const again = (await passwordStep()) as { challenge: string };
    expect(await refusal(t.visitor().auth.secondFactor({ challenge: again.challenge, code }))).toEqual(CODE_NOT_VALID);
    t.advance(30_000);
    const next = await codeOf(secret);
    expect((await t.visitor().auth.secondFactor({ challenge: again.challenge, code: next })).access_token).toBeTruthy();
  });

  it('takes each recovery code once (typed in capitals, without dashes) and counts what is left', async () => {
    const { recovery_codes } = await withAuthenticatorApp();
    const first = recovery_codes[0]!;
    const step = (await passwordStep()) as { challenge: string };
    const typed = first.replaceAll('-', ' ').toUpperCase();
    expect((await t.visitor().auth.secondFactor({ challenge: step.challenge, code: typed })).access_token).toBeTruthy();
    expect((await t.admin.auth.twoFactor()).recovery_codes_left).toBe(9);
    const again = (await passwordStep()) as { challenge: string };
    expect(await refusal(t.visitor().auth.secondFactor({ challenge: again.challenge, code: first }))).toEqual(
      CODE_NOT_VALID,
    );
  });

  it('expires the challenge after five minutes and throttles guessed codes like passwords', async () => {
    const { secret } = await withAuthenticatorApp();
    const old = (await passwordStep()) as { challenge: string };
    t.advance(5 * 60_000 + 1000);
    expect(
      await refusal(t.visitor().auth.secondFactor({ challenge: old.challenge, code: await codeOf(secret) })),
    ).toEqual(EXPIRED);
    const step = (await passwordStep()) as { challenge: string };
    for (let i = 0; i < 5; i++)
      expect(
        await refusal(t.visitor(`10.1.0.${i}`).auth.secondFactor({ challenge: step.challenge, code: `10000${i}` })),
      ).toEqual(CODE_NOT_VALID);
    // Five wrong codes for the account from five addresses: the sixth, even the right one, waits a minute.
    expect(
      (await refusal(t.visitor().auth.secondFactor({ challenge: step.challenge, code: await codeOf(secret) })))?.code,
    ).toBe('TOO_MANY_REQUESTS');
    t.advance(61_000);
    const fresh = (await passwordStep()) as { challenge: string };
    expect(
      (await t.visitor().auth.secondFactor({ challenge: fresh.challenge, code: await codeOf(secret) })).access_token,
    ).toBeTruthy();
  });

  it('is removed only with a valid code, and then the password alone signs in again', async () => {
    const { secret } = await withAuthenticatorApp();
    expect(await refusal(t.admin.auth.removeTotp({ code: '000000' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The code is not valid',
    });
    expect((await t.admin.auth.twoFactor()).totp).toBe(true);
    await t.admin.auth.removeTotp({ code: await codeOf(secret) });
    expect(await t.admin.auth.twoFactor()).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect(await passwordStep()).toEqual({ access_token: expect.any(String) });
  });
});

describe('a role that must sign in with a second factor', () => {
  it('gives its users without one a session that may only set one up, until they have', async () => {
    await t.admin.auth.setSecondFactorPolicy({ roles: ['editor'] });
    expect(await t.admin.auth.secondFactorPolicy()).toEqual({ roles: ['editor'] });
    await t.userOf('editor', 'eva@example.com');
    const answer = await passwordStep('eva@example.com');
    expect(answer).toEqual({ access_token: expect.any(String), setup_required: true });
    const eva = t.withToken((answer as { access_token: string }).access_token);
    expect(await eva.auth.me()).toMatchObject({ role: 'editor', setup_required: true });
    expect(await refusal(eva.category.create({ name: 'Blades' }))).toEqual(SETUP_FIRST);
    expect(await refusal(eva.auth.sessions())).toEqual(SETUP_FIRST);
    const { secret } = await eva.auth.startTotp();
    await eva.auth.confirmTotp({ code: await codeOf(secret) });
    expect((await eva.auth.me()).setup_required).toBe(false);
    expect(await eva.auth.sessions()).toHaveLength(1);
    // The only second factor of a role that requires one stays.
    expect((await refusal(eva.auth.removeTotp({ code: await codeOf(secret) })))?.code).toBe('CONFLICT');
  });

  it('leaves a user with only passkeys to sign in with one: the password alone is refused', async () => {
    const key = softAuthenticator(SITE);
    const registration = await t.admin.auth.passkeyRegistrationOptions();
    await t.admin.auth.registerPasskey({ response: key.register(registration) });
    await t.admin.auth.setSecondFactorPolicy({ roles: ['owner'] });
    expect(await refusal(passwordStep())).toEqual({
      code: 'FORBIDDEN',
      message: 'Your role signs in with a second factor: use your passkey',
    });
  });
});

describe('passkeys', () => {
  async function registered() {
    const key = softAuthenticator(SITE);
    const options = await t.admin.auth.passkeyRegistrationOptions();
    expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required' } });
    const passkey = await t.admin.auth.registerPasskey({ response: key.register(options), name: 'Work laptop' });
    return { key, passkey };
  }

  it('registers a passkey and signs in with it alone, once per challenge', async () => {
    const { key, passkey } = await registered();
    expect(passkey).toMatchObject({ name: 'Work laptop', last_used_at: null });
    expect(await t.admin.auth.passkeys()).toEqual([passkey]);
    const options = await t.visitor().auth.passkeySignInOptions();
    const answer = key.signIn(options);
    const { access_token } = await t.visitor().auth.signInWithPasskey({ response: answer });
    expect(await t.withToken(access_token).auth.me()).toMatchObject({ login: 'admin', role: 'owner' });
    expect((await t.admin.auth.passkeys())[0]!.last_used_at).not.toBeNull();
    // The same answer again: its challenge is used up.
    expect((await refusal(t.visitor().auth.signInWithPasskey({ response: answer })))?.code).toBe('BAD_REQUEST');
    const activity = await t.db
      .selectFrom('activity')
      .select(['action', 'actor'])
      .where('entity', '=', 'auth')
      .execute();
    expect(activity).toContainEqual({ action: 'sign-in', actor: 'admin' });
  });

  it('refuses an answer for another origin, another RP ID, another challenge or an old counter, and signs nobody in', async () => {
    const { key } = await registered();
    const wrong = [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }];
    for (const change of wrong) {
      const options = await t.visitor().auth.passkeySignInOptions();
      expect((await refusal(t.visitor().auth.signInWithPasskey({ response: key.signIn(options, change) })))?.code).toBe(
        'UNAUTHORIZED',
      );
    }
    const unknownChallenge = key.signIn({ challenge: 'bm90LWEtY2hhbGxlbmdlLWZyb20tdGhpcy1zaXRl' });
    expect((await refusal(t.visitor().auth.signInWithPasskey({ response: unknownChallenge })))?.code).toBe(
      'BAD_REQUEST',
    );
    const fine = await t.visitor().auth.passkeySignInOptions();
    await t.visitor().auth.signInWithPasskey({ response: key.signIn(fine, { counter: 10 }) });
    const cloned = await t.visitor().auth.passkeySignInOptions();
    expect(
      (await refusal(t.visitor().auth.signInWithPasskey({ response: key.signIn(cloned, { counter: 5 }) })))?.code,
    ).toBe('UNAUTHORIZED');
    const sessions = await t.db.selectFrom('access_tokens').select('id').where('kind', '=', 'session').execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses a registration for another origin, and renames and removes a passkey of one’s own only', async () => {
    const key = softAuthenticator(SITE);
    const options = await t.admin.auth.passkeyRegistrationOptions();
    expect(
      (
        await refusal(
          t.admin.auth.registerPasskey({ response: key.register(options, { origin: 'http://evil.example' }) }),
        )
      )?.code,
    ).toBe('BAD_REQUEST');
    expect(await t.admin.auth.passkeys()).toEqual([]);
    const { passkey } = await registered();
    expect((await t.admin.auth.renamePasskey({ id: passkey.id, name: 'Phone' })).name).toBe('Phone');
    const sales = await t.userOf('sales');
    expect((await refusal(sales.caller.auth.deletePasskey({ id: passkey.id })))?.code).toBe('NOT_FOUND');
    await t.admin.auth.deletePasskey({ id: passkey.id });
    expect(await t.admin.auth.passkeys()).toEqual([]);
  });
});
