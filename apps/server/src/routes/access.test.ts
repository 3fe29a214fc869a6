import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createSharedHitCounter, createCallerFactory, createContextInner, restRoutes } from '@tp/api';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The only procedures a visitor may call; every other one is management and needs the admin tier. */
const PUBLIC_PROCEDURES = new Set([
  'auth.login',
  'auth.secondFactor',
  'auth.passkeySignInOptions',
  'auth.signInWithPasskey',
  'captcha.create',
  'captcha.verify',
  'settings.get',
  'request.create',
  'navbar.get',
  'page.byLink',
  'draft.previewed',
  'cv.create',
  'category.list',
  'product.list',
  'product.byId',
  'service.list',
  'service.byId',
  'spare.list',
  'spare.byId',
  'spare.catalogue',
  'spare.withFirstParts',
  'partner.list',
  'search.query',
  'search.lookup',
  'search.suggest',
  // The buyer's side of a quote: its private link is the credential.
  'quote.shared',
  'quote.accept',
  'quote.decline',
  'user.acceptInvitation',
  'user.requestPasswordReset',
  'user.confirmPasswordReset',
]);

let t: TestApp;
const badTokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  badTokens.missing = undefined;
  badTokens.forged = 'Zm9yZ2VkLXRva2VuLXRoYXQtd2FzLW5ldmVyLWlzc3VlZC1ieS11cw';
  const revoked = await t.signIn();
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.bearer(revoked) });
  badTokens.revoked = revoked;
  badTokens.expired = await t.signIn();
  t.clock.advance(15 * 24 * 60 * 60 * 1000);
});
afterAll(async () => {
  await t.close();
});

const managementRoutes = restRoutes.filter((route) => route.access === 'admin');
const managementProcedures = Object.keys(appRouter._def.procedures).filter((name) => !PUBLIC_PROCEDURES.has(name));

describe.each(Object.keys({ missing: 0, forged: 0, revoked: 0, expired: 0 }))('a %s token', (kind) => {
  it.each(managementRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'gets 401 from %s and changes nothing',
    async (_name, route) => {
      const before = await t.db.selectFrom('settings').selectAll().executeTakeFirst();
      const token = badTokens[kind];
      const response = await t.app.inject({
        method: route.method,
        url: `/api${route.path.replace(/:(\w+)/g, '1')}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload:
          route.method === 'GET'
            ? undefined
            : { login: 'hacker', phone: '0', old_password: 'x', password: 'xxxxxxxxxx' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(await t.db.selectFrom('settings').selectAll().executeTakeFirst()).toEqual(before);
    },
  );

  it.each(managementProcedures)('gets UNAUTHORIZED from the tRPC procedure %s', async (name) => {
    const hitCounter = createSharedHitCounter(t.db);
    const ctx = createContextInner(
      {
        db: t.db,
        now: t.clock.now,
        captcha: {},
        activityRetentionDays: 365,
        files: t.files,
        hitCounter,
      },
      { ip: '127.0.0.1', authorization: badTokens[kind] ? `Bearer ${badTokens[kind]}` : undefined },
    );
    const caller: unknown = createCallerFactory(appRouter)(ctx);
    const procedure = name.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], caller) as (
      input: unknown,
    ) => Promise<unknown>;
    await expect(procedure({ id: 1, login: 'x', link: 'contact' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

it('the table marks as public exactly the procedures a visitor may call', () => {
  const publicRoutes = restRoutes.filter((route) => route.access === 'public').map((route) => route.procedure);
  for (const procedure of publicRoutes) expect(PUBLIC_PROCEDURES.has(procedure)).toBe(true);
  expect(managementProcedures.length).toBeGreaterThan(0);
});
