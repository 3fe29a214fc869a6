import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';
import { LAST_OWNER } from './user.service.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const ownerId = async () =>
  (await t.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;

describe('user procedures', () => {
  it('list every user, owners first, without a password hash, with when they were last seen', async () => {
    await t.userOf('sales', 'anna@example.com');
    await t.userOf('editor', 'boris@example.com');
    t.advance(60_000);
    await t.admin.auth.me();
    const users = await t.admin.user.list();
    expect(users.map((user) => [user.login, user.role, user.disabled])).toEqual([
      ['admin', 'owner', false],
      ['anna@example.com', 'sales', false],
      ['boris@example.com', 'editor', false],
    ]);
    expect(users[0]).toEqual({
      id: expect.any(Number),
      login: 'admin',
      name: '',
      role: 'owner',
      language: 'de',
      created_at: '2026-11-22T09:00:00.000Z',
      disabled: false,
      disabled_at: null,
      last_seen_at: '2026-11-22T09:01:00.000Z',
    });
    expect(JSON.stringify(users)).not.toMatch(/scrypt|password/);
  });

  it('change only what is sent: a role keeps the name, a name keeps the role', async () => {
    const anna = await t.userOf('sales', 'anna@example.com');
    await t.admin.user.update({ id: anna.id, name: 'Anna Weber' });
    const promoted = await t.admin.user.update({ id: anna.id, role: 'editor' });
    expect(promoted).toMatchObject({ login: 'anna@example.com', name: 'Anna Weber', role: 'editor', disabled: false });
    // The new role holds from the next call of her token on.
    expect(await anna.caller.auth.me()).toEqual({
      login: 'anna@example.com',
      name: 'Anna Weber',
      role: 'editor',
      language: 'de',
      setup_required: false,
    });
  });

  it('disabling ends every session and token of the user at once; enabling does not bring them back', async () => {
    const anna = await t.userOf('sales', 'anna@example.com');
    expect(await anna.caller.request.newCount()).toEqual(expect.anything());
    const disabled = await t.admin.user.update({ id: anna.id, disabled: true });
    expect(disabled).toMatchObject({ disabled: true, disabled_at: '2026-11-22T09:00:00.000Z' });
    expect(await refusal(anna.caller.request.newCount())).toMatchObject({ code: 'UNAUTHORIZED' });
    const revoked = await t.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('user_id', '=', anna.id)
      .execute();
    expect(revoked.map((token) => token.revoked_at)).toEqual(['2026-11-22T09:00:00.000Z']);
    expect(await t.admin.user.update({ id: anna.id, disabled: false })).toMatchObject({ disabled: false });
    expect(await refusal(anna.caller.request.newCount())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keep the last owner: not demoted, disabled or removed, until another owner can sign in', async () => {
    const id = await ownerId();
    for (const change of [{ role: 'editor' as const }, { disabled: true }])
      expect(await refusal(t.admin.user.update({ id, ...change }))).toEqual({ code: 'CONFLICT', message: LAST_OWNER });
    expect(await refusal(t.admin.user.delete({ id }))).toEqual({ code: 'CONFLICT', message: LAST_OWNER });
    // A disabled owner does not count.
    const boris = await t.userOf('owner', 'boris@example.com');
    await t.admin.user.update({ id: boris.id, disabled: true });
    expect(await refusal(t.admin.user.update({ id, role: 'sales' }))).toMatchObject({ code: 'CONFLICT' });
    expect(await t.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst()).toEqual({
      role: 'owner',
    });
    // Once Boris may sign in again, the first owner may step down.
    await t.admin.user.update({ id: boris.id, disabled: false });
    expect(await t.admin.user.update({ id, role: 'editor' })).toMatchObject({ role: 'editor' });
  });

  it('remove a user; what they did stays in the activity log under their login', async () => {
    const anna = await t.userOf('editor', 'anna@example.com');
    await anna.caller.category.create({ name: 'Compressors', lang: 'EN' });
    expect(await t.admin.user.delete({ id: anna.id })).toEqual({ ok: true });
    expect((await t.admin.user.list()).map((user) => user.login)).toEqual(['admin']);
    const [row] = (await t.admin.activity.list({ entity: 'category' })).items;
    expect(row).toMatchObject({ actor: 'anna@example.com', user_id: null, token_name: 'editor script' });
    expect(await refusal(t.admin.user.delete({ id: anna.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
  });

  it('refuse an unknown role, a name too long and an unknown user, changing nothing', async () => {
    const anna = await t.userOf('sales', 'anna@example.com');
    expect(await refusal(t.admin.user.update({ id: anna.id, role: 'admin' as never }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Role must be owner, editor or sales',
    });
    expect(await refusal(t.admin.user.update({ id: anna.id, name: 'x'.repeat(101) }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(t.admin.user.update({ id: 999, role: 'editor' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    expect((await t.admin.user.list()).find((user) => user.id === anna.id)).toMatchObject({ role: 'sales', name: '' });
  });

  it('are the owner’s alone: an editor and a sales user are refused, and cannot raise their own role', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const user = await t.userOf(role);
      expect(await refusal(user.caller.user.list())).toMatchObject({ code: 'FORBIDDEN' });
      expect(await refusal(user.caller.user.update({ id: user.id, role: 'owner' }))).toEqual({
        code: 'FORBIDDEN',
        message: `Your role (${role}) may not do this: it needs owner`,
      });
      expect(await user.caller.auth.me()).toMatchObject({ role });
    }
  });

  it('without a mail server, answer the invitation link to the owner once; it signs the new user in, and no log keeps it', async () => {
    const invited = await t.admin.user.invite({ email: 'Olga@Plant.example', role: 'editor' });
    expect(invited).toMatchObject({ email: 'olga@plant.example', role: 'editor', language: 'de', mailed: false });
    const token = /^http:\/\/localhost:3000\/controller\/invitation\?lang=de#([\w-]{40,})$/.exec(
      invited.link ?? '',
    )?.[1];
    expect(token).toBeDefined();
    expect(await t.admin.user.invitations()).toEqual([
      {
        id: invited.id,
        email: 'olga@plant.example',
        role: 'editor',
        name: '',
        language: 'de',
        created_at: '2026-11-22T09:00:00.000Z',
        expires_at: '2026-11-24T09:00:00.000Z',
        invited_by: 'admin',
      },
    ]);
    const { access_token } = await t.visitor().user.acceptInvitation({ token: token!, password: 'a long password' });
    expect(await t.withToken(access_token).auth.me()).toEqual({
      login: 'olga@plant.example',
      name: '',
      role: 'editor',
      language: 'de',
      setup_required: false,
    });
    const everything = JSON.stringify([
      await t.db.selectFrom('activity').selectAll().execute(),
      await t.db.selectFrom('invitations').selectAll().execute(),
      await t.db.selectFrom('outbox').selectAll().execute(),
    ]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(access_token);
  });

  it('let each user change their own name and dashboard language, and nothing else', async () => {
    const anna = await t.userOf('sales', 'anna@example.com');
    expect(await anna.caller.user.updateProfile({ name: 'Anna', language: 'ru' })).toEqual({
      login: 'anna@example.com',
      name: 'Anna',
      role: 'sales',
      language: 'ru',
    });
    expect(await refusal(anna.caller.user.updateProfile({}))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(anna.caller.user.updateProfile({ role: 'owner' } as never))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await anna.caller.auth.me()).toMatchObject({ role: 'sales' });
  });
});
