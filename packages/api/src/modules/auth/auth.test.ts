import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../testing/test-constants.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

/** A password sign-in of an account without a second factor: its answer is a session. */
const signIn = async (login: string, password: string, ip?: string) =>
  (await t.visitor(ip).auth.login({ login, password, captcha_ticket: await t.ticket() })) as { access_token: string };
const WRONG = { code: 'UNAUTHORIZED', message: 'Wrong login or password' };
const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many sign-in attempts. Please wait a minute and try again.',
};

describe('auth.login', () => {
  it('gives an access token for the right login, password and captcha ticket, and stores only its hash', async () => {
    const { access_token } = await signIn('admin', TEST_ADMIN_PASSWORD);
    expect(access_token).toMatch(/^[\w-]{40,}$/);
    const stored = await t.db.selectFrom('access_tokens').select('token_hash').where('kind', '=', 'session').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(access_token);
    expect(await t.withToken(access_token).auth.me()).toEqual({
      login: 'admin',
      name: '',
      role: 'owner',
      language: 'de',
      setup_required: false,
    });
  });

  it('says the same for a wrong password and for an unknown login', async () => {
    expect(await refusal(signIn('admin', 'nope-nope'))).toEqual(WRONG);
    expect(await refusal(signIn('root', TEST_ADMIN_PASSWORD))).toEqual(WRONG);
  });

  it('needs a live captcha ticket: none, a forged, a used and an expired one are refused', async () => {
    const robot = { code: 'FORBIDDEN', message: 'It was not confirmed that you were not a Robot' };
    const body = { login: 'admin', password: TEST_ADMIN_PASSWORD };
    expect(await refusal(t.visitor().auth.login(body))).toEqual(robot);
    expect(await refusal(t.visitor().auth.login({ ...body, captcha_ticket: 'forged-ticket' }))).toEqual(robot);
    const used = await t.ticket();
    await t.visitor().auth.login({ ...body, captcha_ticket: used });
    expect(await refusal(t.visitor().auth.login({ ...body, captcha_ticket: used }))).toEqual(robot);
    const stale = await t.ticket();
    t.advance(11 * 60 * 1000);
    expect(await refusal(t.visitor().auth.login({ ...body, captcha_ticket: stale }))).toEqual(robot);
  });

  it('refuses the 6th wrong password within a minute, even with the right password, until the minute is over', async () => {
    for (let i = 0; i < 5; i++) expect(await refusal(signIn('admin', `wrong-${i}`))).toEqual(WRONG);
    expect(await refusal(signIn('admin', TEST_ADMIN_PASSWORD))).toEqual(TOO_MANY);
    t.advance(61 * 1000);
    expect((await signIn('admin', TEST_ADMIN_PASSWORD)).access_token).toBeTruthy();
  });

  it('limits per login across addresses and per address across logins', async () => {
    for (let i = 0; i < 5; i++) await refusal(signIn('admin', 'wrong-pass', `10.0.0.${i + 1}`));
    expect(await refusal(signIn('admin', 'wrong-pass', '10.0.0.99'))).toEqual(TOO_MANY);
    for (let i = 0; i < 5; i++) await refusal(signIn(`user${i}`, 'wrong-pass', '10.9.9.9'));
    expect(await refusal(signIn('someone', 'wrong-pass', '10.9.9.9'))).toEqual(TOO_MANY);
  });

  it('counts 15 wrong passwords sent at once as 15: five are wrong, the rest and the next attempt too many', async () => {
    const tickets = await Promise.all(Array.from({ length: 15 }, () => t.ticket()));
    const answers = await Promise.all(
      tickets.map((ticket, i) =>
        refusal(t.visitor().auth.login({ login: 'admin', password: `guess-${i}`, captcha_ticket: ticket })),
      ),
    );
    expect(answers.map((answer) => answer?.code).sort()).toEqual([
      ...Array<string>(10).fill('TOO_MANY_REQUESTS'),
      ...Array<string>(5).fill('UNAUTHORIZED'),
    ]);
    expect(await t.db.selectFrom('sign_in_attempts').select('succeeded').execute()).toHaveLength(5);
    expect(await refusal(signIn('admin', TEST_ADMIN_PASSWORD))).toEqual(TOO_MANY);
  });
});
