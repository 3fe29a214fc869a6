import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, resetAdminPassword } from '@tp/api';
import { generateSync } from 'otplib';
import { formData, pngImage, PDF_FILE, softAuthenticator } from '@tp/api/testing';
import type { Role } from '@tp/schemas';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/upload-fixtures.ts';

// Each role against every management procedure, over HTTP (tRPC's own transport, as the dashboard and the typed
// client call it; the REST routes reach the same procedures and are checked for their early refusal below): a role
// the procedure takes gets 2xx, any other 403, and a refused call changes no row and no file.

type Input = unknown;
/** Ids the calls work on: seeded records, and those the calls before them create. */
interface Records {
  webhookDeliveryId: number;
  serviceId: number;
  groupId: number;
  partId: number;
  productId: number;
  partnerId: number;
  pageId: number;
  pagePartId: number;
  /** A revision of the page `pageId` (its state before its history began). */
  revisionId: number;
  requestId: number;
  secondRequestId: number;
  applicationId: number;
  created: Record<string, number>;
  imagePath: Record<string, string>;
  xliff?: string;
  /** The test's clock, for codes of the authenticator app. */
  now: () => Date;
  totpSecret?: string;
  recoveryCode?: string;
  registrationOptions?: { challenge: string };
}

const PNG = await pngImage();
const totpCode = (r: Records, secondsLater = 0) =>
  generateSync({ secret: r.totpSecret!, epoch: Math.floor(r.now().getTime() / 1000) + secondsLater });
const keptRecoveryCode = (result: unknown, r: Records) => {
  r.recoveryCode = (result as { recovery_codes: string[] }).recovery_codes[0];
};
// A passkey authenticator for the test app's site (PUBLIC_URL unset: http://localhost:3000).
const passkeyDevice = softAuthenticator({ origin: 'http://localhost:3000', rpId: 'localhost' });
const png = () => [{ field: 'image', data: PNG, name: 'picture.png', type: 'image/png' }];
const createdId = (name: string) => (result: unknown, records: Records) => {
  records.created[name] = (result as { id: number }).id;
};
const keptImage = (name: string) => (result: unknown, records: Records) => {
  const images = (result as { images: { path: string }[] | string[] }).images;
  const last = images.at(-1)!;
  records.imagePath[name] = typeof last === 'string' ? last : last.path;
};

/**
 * Every management procedure, in the order the calls run (a create before the update and delete of what it made),
 * with an input that succeeds for a role it takes. A new management procedure fails the coverage test until it has
 * its row here.
 */
const CALLS: Record<
  string,
  { input: (records: Records) => Input; keep?: (result: unknown, records: Records) => void }
> = {
  'auth.me': { input: () => undefined },
  'auth.apiTokens': { input: () => undefined },
  'auth.createApiToken': { input: () => ({ name: 'script', role: 'sales' }), keep: createdId('token') },
  'auth.revokeApiToken': { input: (r) => ({ id: r.created.token! }) },
  'activity.list': { input: () => ({}) },
  'activity.facets': { input: () => undefined },
  'settings.update': { input: () => ({ phone: '+49 551 0' }) },
  'request.list': { input: () => ({}) },
  'request.byId': { input: (r) => ({ id: r.requestId }) },
  'request.newCount': { input: () => undefined },
  'request.update': { input: (r) => ({ id: r.requestId, status: 'in_progress' }) },
  'request.updateMany': { input: (r) => ({ ids: [r.requestId], status: 'answered' }) },
  'quote.create': {
    input: (r) => ({
      request_id: r.secondRequestId,
      valid_until: '2027-01-31',
      lines: [{ partnumber: 'L43495P03', quantity: 2, unit_price: 100 }],
    }),
    keep: createdId('quote'),
  },
  'quote.byId': { input: (r) => ({ id: r.created.quote! }) },
  'quote.update': { input: (r) => ({ id: r.created.quote!, text: 'Revised' }) },
  'quote.list': { input: () => ({}) },
  'quote.send': { input: (r) => ({ id: r.created.quote! }) },
  'page.update': { input: () => ({ link: 'contact', text_en: '<p>About us</p>' }) },
  'history.list': { input: (r) => ({ entity: 'page', id: r.pageId }) },
  'history.byId': { input: (r) => ({ entity: 'page', id: r.pageId, revision: r.revisionId }) },
  'history.restore': { input: (r) => ({ entity: 'page', id: r.pageId, revision: r.revisionId }) },
  'page.addImage': { input: () => formData({ link: 'contact' }, png()), keep: keptImage('page') },
  'page.deleteImage': { input: (r) => ({ link: 'contact', path: r.imagePath.page! }) },
  'page.createPart': {
    input: () => formData({ link: 'gas-turbina', description_en: '<p>A part</p>' }),
    keep: createdId('pagePart'),
  },
  'page.addPart': {
    input: () => formData({ link: 'gas-turbina', description_en: '<p>Another</p>' }),
    keep: createdId('pagePart2'),
  },
  'page.updatePart': { input: (r) => ({ id: r.created.pagePart!, description_en: '<p>Changed</p>' }) },
  'page.setPartImage': { input: (r) => formData({ id: r.created.pagePart! }, png()) },
  'page.deletePart': { input: (r) => ({ id: r.created.pagePart2!, pageId: r.pageId }) },
  'cv.list': { input: () => ({}) },
  'cv.file': { input: (r) => ({ id: r.applicationId }) },
  'cv.update': { input: (r) => ({ id: r.applicationId, status: 'in_progress' }) },
  'category.create': { input: () => ({ name: 'Compressors', lang: 'EN' }), keep: createdId('category') },
  'category.update': { input: (r) => ({ id: r.created.category!, name: 'Axial compressors' }) },
  'category.delete': { input: (r) => ({ id: r.created.category! }) },
  'history.deleted': { input: () => undefined },
  'history.restoreDeleted': { input: (r) => ({ entity: 'category', id: r.created.category! }) },
  'history.retention': { input: () => undefined },
  'draft.save': { input: (r) => ({ entity: 'service', id: r.serviceId, version: 0, title_en: 'Borescope (draft)' }) },
  // The spare group's draft is one the seeded records hold (seededRecords): every role reads it.
  'draft.get': { input: (r) => ({ entity: 'spare', id: r.groupId }) },
  'draft.publish': { input: (r) => ({ entity: 'service', id: r.serviceId, version: 1 }) },
  'draft.preview': { input: (r) => ({ entity: 'spare', id: r.groupId }) },
  'draft.schedule': { input: (r) => ({ entity: 'spare', id: r.groupId, publish_at: '2030-06-01T10:00' }) },
  'draft.schedules': { input: () => undefined },
  'draft.unschedule': { input: (r) => ({ entity: 'spare', id: r.groupId }) },
  'draft.discard': { input: (r) => ({ entity: 'spare', id: r.groupId }) },
  'history.updateRetention': { input: () => ({ days: 400 }) },
  'product.show': { input: (r) => ({ id: r.productId }) },
  'service.listAll': { input: () => undefined },
  'product.listAll': { input: () => ({}) },
  'service.show': { input: (r) => ({ id: r.serviceId }) },
  'spare.listAll': { input: () => undefined },
  'spare.show': { input: (r) => ({ id: r.groupId }) },
  'product.create': { input: () => formData({ title: 'LM2500 package', power: 30 }), keep: createdId('product') },
  'product.update': { input: (r) => ({ id: r.created.product!, model: 'PE' }) },
  'product.addImage': { input: (r) => formData({ id: r.created.product! }, png()), keep: keptImage('product') },
  'product.deleteImage': { input: (r) => ({ id: r.created.product!, path: r.imagePath.product! }) },
  'product.createProperty': {
    input: (r) => formData({ product_id: r.created.product!, description: '<p>30 MW</p>' }, png()),
    keep: createdId('property'),
  },
  'product.updateProperty': { input: (r) => formData({ id: r.created.property!, description: '<p>31 MW</p>' }) },
  'product.deleteProperty': { input: (r) => ({ id: r.created.property! }) },
  'product.delete': { input: (r) => ({ id: r.created.product! }) },
  'service.create': {
    input: () =>
      formData(
        { title_de: 'Wartung', title_en: 'Maintenance' },
        png().map((f) => ({ ...f, field: 'images' })),
      ),
    keep: createdId('service'),
  },
  'service.update': { input: (r) => ({ id: r.created.service!, title_ru: 'Обслуживание' }) },
  'service.addImage': { input: (r) => formData({ id: r.created.service! }, png()), keep: keptImage('service') },
  'service.deleteImage': { input: (r) => ({ id: r.created.service!, path: r.imagePath.service! }) },
  'service.delete': { input: (r) => ({ id: r.created.service! }) },
  'spare.create': { input: () => formData({ title_de: 'Dichtungen' }), keep: createdId('group') },
  'spare.update': { input: (r) => ({ id: r.created.group!, title_en: 'Seals' }) },
  'spare.addImage': { input: (r) => formData({ id: r.created.group! }, png()), keep: keptImage('group') },
  'spare.deleteImage': { input: (r) => ({ id: r.created.group!, path: r.imagePath.group! }) },
  'spare.createPart': {
    input: (r) => ({ id: r.created.group!, partnumber: 'RT-100', description_de: 'Dichtring' }),
    keep: createdId('part'),
  },
  'spare.updatePart': {
    input: (r) => ({ id: r.created.group!, partId: r.created.part!, description_en: 'Seal ring' }),
  },
  'spare.importParts': {
    input: (r) =>
      formData({ id: r.created.group!, preview: 'true' }, [
        { field: 'file', data: Buffer.from('partnumber\nRT-200\n'), name: 'parts.csv', type: 'text/csv' },
      ]),
  },
  'spare.deletePart': { input: (r) => ({ id: r.created.group!, partId: r.created.part! }) },
  'spare.delete': { input: (r) => ({ id: r.created.group! }) },
  'partner.listAll': { input: () => undefined },
  'partner.all': { input: () => undefined },
  'partner.byId': { input: (r) => ({ id: r.partnerId }) },
  'partner.show': { input: (r) => ({ id: r.partnerId }) },
  'partner.create': { input: () => formData({ text_en: '<p>GE</p>' }, png()), keep: createdId('partner') },
  'partner.update': { input: (r) => formData({ id: r.created.partner!, text_de: '<p>GE</p>' }) },
  'partner.delete': { input: (r) => ({ id: r.created.partner! }) },
  'retention.get': { input: () => undefined },
  'retention.update': { input: () => ({ months: 24 }) },
  'notifications.get': { input: () => undefined },
  'notifications.update': { input: () => ({ acknowledge: false }) },
  'notifications.test': { input: () => undefined },
  'translation.summary': { input: () => undefined },
  'translation.list': { input: () => ({ lang: 'en' }) },
  'translation.record': { input: (r) => ({ entity: 'service', id: r.serviceId }) },
  'translation.export': {
    input: () => ({ lang: 'en', format: 'xliff' }),
    keep: (result, r) => {
      r.xliff = (result as { base64: string }).base64;
    },
  },
  'translation.markCurrent': { input: (r) => ({ entity: 'service', id: r.serviceId, field: 'title', lang: 'en' }) },
  'translation.import': {
    input: (r) =>
      formData({ lang: 'en', preview: 'true' }, [
        { field: 'file', data: Buffer.from(r.xliff ?? '', 'base64'), name: 'en.xlf', type: 'application/xliff+xml' },
      ]),
  },
  'request.deleteMany': { input: (r) => ({ ids: [r.requestId] }) },
  'request.delete': { input: (r) => ({ id: r.secondRequestId }) },
  'cv.delete': { input: (r) => ({ id: r.applicationId }) },
  'user.list': { input: () => undefined },
  'user.signOut': { input: (r) => ({ id: r.created.colleague! }) },
  'user.invite': { input: () => ({ email: 'new@example.com', role: 'sales' }), keep: createdId('invitation') },
  'user.invitations': { input: () => undefined },
  'user.withdrawInvitation': { input: (r) => ({ id: r.created.invitation! }) },
  'user.updateProfile': { input: () => ({ name: 'Me', language: 'en' }) },
  'user.update': { input: (r) => ({ id: r.created.colleague!, name: 'Vera' }) },
  'user.delete': { input: (r) => ({ id: r.created.colleague! }) },
  // Port 9 (discard) refuses at once here: the deliveries these calls cause fail fast, in the background.
  'webhook.create': {
    input: () => ({ url: 'http://127.0.0.1:9/hook', events: ['request.created'] }),
    keep: createdId('webhook'),
  },
  'webhook.list': { input: () => undefined },
  'webhook.get': { input: (r) => ({ id: r.created.webhook! }) },
  'webhook.update': { input: (r) => ({ id: r.created.webhook!, description: 'CRM' }) },
  'webhook.rotateSecret': { input: (r) => ({ id: r.created.webhook! }) },
  'webhook.test': { input: (r) => ({ id: r.created.webhook! }) },
  'webhook.deliveries': { input: (r) => ({ id: r.created.webhook! }) },
  'webhook.replay': { input: (r) => ({ id: r.webhookDeliveryId }) },
  'webhook.delete': { input: (r) => ({ id: r.created.webhook! }) },
  'auth.twoFactor': { input: () => undefined },
  'auth.startTotp': {
    input: () => undefined,
    keep: (result, r) => {
      r.totpSecret = (result as { secret: string }).secret;
    },
  },
  'auth.confirmTotp': { input: (r) => ({ code: totpCode(r) }), keep: keptRecoveryCode },
  // The next 30-second step: the one before was taken by the confirmation.
  'auth.renewRecoveryCodes': { input: (r) => ({ code: totpCode(r, 30) }), keep: keptRecoveryCode },
  'auth.removeTotp': { input: (r) => ({ code: r.recoveryCode! }) },
  'auth.passkeyRegistrationOptions': {
    input: () => undefined,
    keep: (result, r) => {
      r.registrationOptions = result as { challenge: string };
    },
  },
  'auth.registerPasskey': {
    input: (r) => ({ response: passkeyDevice.register(r.registrationOptions!) }),
    keep: createdId('passkey'),
  },
  'auth.passkeys': { input: () => undefined },
  'auth.renamePasskey': { input: (r) => ({ id: r.created.passkey!, name: 'Phone' }) },
  'auth.deletePasskey': { input: (r) => ({ id: r.created.passkey! }) },
  'auth.secondFactorPolicy': { input: () => undefined },
  'auth.setSecondFactorPolicy': { input: () => ({ roles: [] }) },
  'auth.sessions': { input: () => undefined },
  'auth.revokeSession': { input: (r) => ({ id: r.created.otherSession! }) },
  'auth.revokeOtherSessions': { input: () => undefined },
  'auth.changeLogin': { input: () => ({ login: 'renamed@example.com' }) },
  'auth.changePassword': { input: () => ({ old_password: PASSWORD, password: 'a new and long password' }) },
  'auth.logout': { input: () => undefined },
};

const PASSWORD = 'role-test-password';
const NEW_PASSWORD = 'a new and long password';
const managementProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
)
  .filter(([, procedure]) => procedure._def.meta?.admin)
  .map(([path, procedure]) => ({ path, type: procedure._def.type, roles: procedure._def.meta!.roles! }));
interface ProcedureDef {
  type: string;
  meta?: { admin?: boolean; roles?: readonly Role[] };
}

/** Calls a procedure over HTTP as the dashboard does: a query by GET, a mutation by POST (JSON or multipart). */
async function call(address: string, token: string, path: string, type: string, input: Input) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const url = `${address}/trpc/${path}`;
  const response =
    type === 'query'
      ? await fetch(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, {
          headers,
        })
      : input instanceof FormData
        ? await fetch(url, { method: 'POST', headers, body: input })
        : await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(input ?? {}),
          });
  const body = await response.text();
  return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
}

/** Every row of every table and every stored file, as one digest: equal before and after means nothing changed. */
async function fingerprint(t: TestApp) {
  const hash = createHash('sha256');
  const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
  for (const table of tables) {
    // Reading with a token notes when it was last used; captcha and rate-limit rows are the callers' own.
    if (
      [
        'rate_limit_hits',
        'captcha_challenges',
        'captcha_tickets',
        'kysely_migration',
        'kysely_migration_lock',
      ].includes(table)
    )
      continue;
    const rows = await t.db
      .selectFrom(table as 'settings')
      .selectAll()
      .execute();
    const kept = rows.map((row) => ({ ...row, last_used_at: undefined }));
    hash.update(`${table}:${JSON.stringify(kept)}`);
  }
  hash.update(JSON.stringify(await t.storedFiles()));
  return hash.digest('hex');
}

async function seededRecords(t: TestApp, address: string): Promise<Records> {
  const first = async (table: 'services' | 'spare_groups' | 'products' | 'partners' | 'pages' | 'page_parts') =>
    (await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const groupId = await first('spare_groups');
  const part = await t.db
    .selectFrom('spare_parts')
    .select('id')
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  let requests = 0;
  const request = () =>
    t.db
      .insertInto('requests')
      .values({
        reference: `TR-2026-${String(++requests).padStart(5, '0')}`,
        name: 'Ivan',
        email: 'ivan@example.com',
        company: 'Plant',
        text: 'L43495P03 x 2',
        lang: 'ru',
        created_at: '2026-11-22T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const requestId = (await request()).id;
  const secondRequestId = (await request()).id;
  const application = await call(
    address,
    '',
    'cv.create',
    'mutation',
    formData(
      { first_name: 'Olga', last_name: 'Petrova', email: 'olga@example.com', captcha_ticket: await t.ticket() },
      [{ field: 'files', data: PDF_FILE, name: 'cv.pdf', type: 'application/pdf' }],
    ),
  );
  expect(application.statusCode, application.body).toBe(200);
  const applicationRow = await t.db.selectFrom('cv_applications').select('id').executeTakeFirstOrThrow();
  const pageId = (
    await t.db.selectFrom('pages').select('id').where('link', '=', 'gas-turbina').executeTakeFirstOrThrow()
  ).id;
  const revision = await t.db
    .insertInto('revisions')
    .values({
      entity: 'page',
      record_id: pageId,
      action: 'baseline',
      fields: '{}',
      fields_changed: '[]',
      user_id: null,
      actor: null,
      token_name: null,
      created_at: '2026-11-22T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('drafts')
    .values({
      entity: 'spare',
      record_id: groupId,
      fields: '{"title_en":"A draft"}',
      previous_fields: '{}',
      version: 1,
      user_id: null,
      actor: null,
      created_at: '2026-11-22T08:00:00.000Z',
      updated_at: '2026-11-22T08:00:00.000Z',
    })
    .execute();
  // A delivery to replay, of an endpoint made for it.
  const endpoint = await t.db
    .insertInto('webhook_endpoints')
    .values({
      url: 'http://127.0.0.1:9/replayed',
      events: '["request.created"]',
      include_personal_data: 0,
      enabled: 1,
      secret: t.sealSecret(`whsec_${Buffer.alloc(32, 7).toString('base64')}`),
      created_at: '2026-11-22T08:00:00.000Z',
      updated_at: '2026-11-22T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await t.db
    .insertInto('webhook_messages')
    .values({
      endpoint_id: endpoint.id,
      message_id: 'msg_roles',
      event: 'request.created',
      body: '{}',
      status: 'failed',
      next_attempt_at: '2026-11-22T08:00:00.000Z',
      created_at: '2026-11-22T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await t.db
    .insertInto('webhook_deliveries')
    .values({
      webhook_message_id: message.id,
      endpoint_id: endpoint.id,
      attempt: 1,
      status: 'failed',
      duration_ms: 1,
      response_excerpt: '',
      created_at: '2026-11-22T08:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    webhookDeliveryId: delivery.id,
    serviceId: await first('services'),
    groupId,
    partId: part.id,
    productId: await first('products'),
    partnerId: await first('partners'),
    pageId,
    pagePartId: await first('page_parts'),
    revisionId: revision.id,
    requestId,
    secondRequestId,
    applicationId: applicationRow.id,
    created: {},
    imagePath: {},
    now: t.clock.now,
  };
}

it('has a call for every management procedure', () => {
  expect(managementProcedures.map((procedure) => procedure.path).sort()).toEqual(Object.keys(CALLS).sort());
});

describe.each(['owner', 'editor', 'sales'] as const)('a user with the role %s', (role) => {
  let t: TestApp;
  let token: string;
  let address: string;
  let records: Records;
  const inOrder = Object.keys(CALLS).map((path) => managementProcedures.find((procedure) => procedure.path === path)!);
  const allowed = inOrder.filter((procedure) => procedure.roles.includes(role));
  const refused = managementProcedures.filter((procedure) => !procedure.roles.includes(role));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    records = await seededRecords(t, address);
    // The user signs in with a password, as a person does: the session carries the role.
    const insertUser = (login: string, role: Role) =>
      t.db
        .insertInto('users')
        .values({ login, password_hash: 'none', role, created_at: 'x', updated_at: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
    await insertUser(`${role}@example.com`, role);
    await resetAdminPassword(t.db, t.clock.now(), PASSWORD, `${role}@example.com`);
    records.created.colleague = (await insertUser('colleague@example.com', 'sales')).id;
    // A second browser of the same user, for the calls that sign one out.
    await t.signIn(PASSWORD, `${role}@example.com`);
    records.created.otherSession = (
      await t.db
        .selectFrom('access_tokens')
        .select('id')
        .where('kind', '=', 'session')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    token = await t.signIn(PASSWORD, `${role}@example.com`);
  }, 60_000);
  afterAll(() => t.close());

  it(`is refused ${refused.length} procedures with 403, and nothing changes`, async () => {
    const before = await fingerprint(t);
    for (const { path, type } of refused) {
      const response = await call(address, token, path, type, CALLS[path]!.input(records));
      expect([path, response.statusCode]).toEqual([path, 403]);
      expect(response.json()).toMatchObject({ error: { message: expect.stringContaining(`Your role (${role})`) } });
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it(`may call ${allowed.length} procedures`, async () => {
    for (const { path, type } of allowed) {
      const response = await call(address, token, path, type, CALLS[path]!.input(records));
      expect([path, response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([path, 200, '']);
      CALLS[path]!.keep?.((response.json() as { result: { data: unknown } }).result.data, records);
      // A new password ends every session: the next calls come from a new sign-in.
      if (path === 'auth.changePassword') token = await t.signIn(NEW_PASSWORD, 'renamed@example.com');
    }
  }, 60_000);
});

describe('REST and API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('a token an owner made with the role sales reads requests, is refused content writes and uploads unread with 403, and changes nothing', async () => {
    const owner = await t.signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: t.bearer(owner),
      payload: { name: 'CRM export', role: 'sales' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'CRM export', role: 'sales' });
    const script = t.bearer(created.json<{ token: string }>().token);
    expect(await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: script }).then((r) => r.json())).toEqual({
      login: 'admin',
      name: '',
      role: 'sales',
      language: 'de',
      setup_required: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/request', headers: script })).statusCode).toBe(200);

    const before = await fingerprint(t);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: script,
      payload: { name: 'Compressors', lang: 'EN' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Your role (sales) may not do this: it needs owner or editor',
    });
    const upload = multipartBody({ title_de: 'Wartung' }, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: PNG },
    ]);
    const refusedUpload = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: { ...script, ...upload.headers },
      payload: upload.payload,
    });
    expect(refusedUpload.statusCode).toBe(403);
    // A token never makes more of itself: it cannot make a token or a user.
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: script,
      payload: { name: 'x' },
    });
    expect(token.statusCode).toBe(403);
    expect(await fingerprint(t)).toBe(before);
  });
});
