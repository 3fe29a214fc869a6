import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDirFileStore,
  createS3FileStore,
  listAll,
  MINIMUM_SOLVE_MS,
  newSecretsKey,
  type FileStore,
} from '@tp/api';
import { engineOf, type Db } from '@tp/db';
import { newTestBucket, PDF_FILE, s3Env, startWebhookReceiver, testsOnS3 } from '@tp/api/testing';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestDatabase, type TestDatabase } from '@tp/db/testing';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// Two production servers (compiled, each a process of its own: nothing shared in memory) on one database and one
// shared file directory (UPLOADS_DIR, PRIVATE_DIR) — or, on the upload suite's S3 pass, one bucket (STORAGE=s3) — as
// behind a load balancer: on PostgreSQL, as the README's "More than one server" describes, each with a data directory of its own; and on one SQLite file, which two processes on
// one box may share too (in one data directory, where the file is). Whatever a visitor or the administrator starts
// on one server, the other continues.

/** How long a content change through one server may take to show through the other (README, "More than one server"). */
const CONTENT_BOUND_MS = 3000;

let dataDir: string;
/** The mount every server shares: uploads/ and private/. */
let sharedDir: string;
let database: TestDatabase;
let db: Db;
/** What both servers keep their files in: the shared directory's folders, or the bucket of the S3 pass. */
let shared: FileStore;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let servers: [ServerProcess, ServerProcess];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-two-servers-'));
  sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-shared-files-'));
  database = await createTestDatabase(dataDir);
  db = database.db;
  smtp = await startSmtpTestServer();
  const bucket = testsOnS3() ? await newTestBucket() : undefined;
  const folders = { uploadsDir: path.join(sharedDir, 'uploads'), privateDir: path.join(sharedDir, 'private') };
  shared = bucket ? await createS3FileStore(bucket) : createDirFileStore(folders);
  const files = bucket ? s3Env(bucket) : { UPLOADS_DIR: folders.uploadsDir, PRIVATE_DIR: folders.privateDir };
  const env = {
    ...(engineOf(db) === 'postgres' ? { DATABASE_URL: database.target } : {}),
    ...files,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'website@turbotech.example',
    // Both servers look for due schedules and webhooks every half second: they race for each one.
    SCHEDULER_POLL_SECONDS: '0.5',
    WEBHOOKS_POLL_SECONDS: '0.5',
    WEBHOOKS_ALLOW_PRIVATE: '1',
    // Both seal and open the webhooks' secrets with one key, as the README says servers sharing a database must.
    SECRETS_KEY: newSecretsKey(),
  };
  if (engineOf(db) === 'postgres') {
    // Both start at once, each on its own data directory: one seeds, the other waits for it (an advisory lock).
    servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  } else {
    servers = [await startServerProcess({ dataDir, env }), await startServerProcess({ dataDir, env })];
  }
}, 300_000);

afterAll(async () => {
  for (const server of servers ?? []) server.child.kill('SIGTERM');
  await Promise.all((servers ?? []).map((server) => server.close())); // and their data directories
  await smtp?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(sharedDir, { recursive: true, force: true });
});

const [A, B] = [0, 1] as const;
const url = (server: 0 | 1, route: string) => `${servers[server].url}${route}`;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Captcha tickets earned on one server: the challenges asked for at once, their codes read as a person reads the
 * picture (here from the database), answered after the minimum time a person needs.
 */
async function tickets(server: 0 | 1, count: number): Promise<string[]> {
  const ids = await Promise.all(
    Array.from(
      { length: count },
      async () => ((await (await fetch(url(server, '/api/captcha'), { method: 'POST' })).json()) as { id: string }).id,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, MINIMUM_SOLVE_MS + 100));
  return Promise.all(
    ids.map(async (id) => {
      const { answer } = await db
        .selectFrom('captcha_challenges')
        .select('answer')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const verified = await fetch(url(server, '/api/captcha/verify'), json({ id, answer }));
      expect(verified.status).toBe(200);
      return ((await verified.json()) as { ticket: string }).ticket;
    }),
  );
}

const signIn = async (server: 0 | 1, password: string, ticket: string) =>
  fetch(url(server, '/api/auth/login'), json({ login: 'admin', password, captcha_ticket: ticket }));

async function adminToken(server: 0 | 1): Promise<string> {
  const [ticket] = await tickets(server, 1);
  const response = await signIn(server, 'process-test-password', ticket!);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('two servers on one database', () => {
  it('seeded the demo content and created the administrator once', async () => {
    const seeded = await db.selectFrom('settings').select('id').execute();
    expect(seeded).toHaveLength(1);
    expect(await db.selectFrom('users').select('login').execute()).toEqual([{ login: 'admin' }]);
    const titles = (await db.selectFrom('services').select('title_en').execute()).map((row) => row.title_en);
    expect(new Set(titles).size).toBe(titles.length);
    // On PostgreSQL neither the servers nor the admin command that seeded (`admin seed`) made a SQLite file.
    if (engineOf(db) === 'postgres')
      for (const server of servers)
        expect(fs.readdirSync(server.dataDir).filter((name) => name.startsWith('site.db'))).toEqual([]);
  });

  it('redeems on one server a captcha solved on the other, once', async () => {
    const [ticket] = await tickets(A, 1);
    const inquiry = {
      name: 'Arman Seitkali',
      email: 'arman@plant.example',
      company: 'Tengiz Power',
      text: 'LM2500 seals',
    };
    expect((await fetch(url(B, '/api/request'), json({ ...inquiry, captcha_ticket: ticket }))).status).toBe(201);
    expect((await fetch(url(A, '/api/request'), json({ ...inquiry, captcha_ticket: ticket }))).status).toBe(403);
  });

  it('counts failed sign-ins on both servers toward one lockout', { timeout: 60_000 }, async () => {
    const wrong = await tickets(A, 6);
    const statuses: number[] = [];
    for (const [index, ticket] of wrong.entries())
      statuses.push((await signIn(index % 2 === 0 ? A : B, 'not-the-password', ticket)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Locked on both, even with the right password.
    const [onA, onB] = await tickets(B, 2);
    expect((await signIn(A, 'process-test-password', onA!)).status).toBe(429);
    expect((await signIn(B, 'process-test-password', onB!)).status).toBe(429);
    await db.deleteFrom('sign_in_attempts').execute(); // the minute's window, passed for the tests that follow
  });

  it(
    'limits the searches of an address on both servers together, each learning of the other a second late at most',
    { timeout: 60_000 },
    async () => {
      // Away from the end of a minute: the limit counts per minute, and a new one would start counting from nothing.
      const second = new Date().getSeconds();
      if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      const search = async (server: 0 | 1, index: number) =>
        (await fetch(url(server, `/api/search?q=${encodeURIComponent(`LM2500 ${index}`)}&lang=de`))).status;
      // 150 on A and 100 on B: below the limit (240 a minute) on each, above it together. B may refuse the last few
      // already (it learns of A's 150 within a second): at least the limit passes, and nothing but 200 or 429 comes.
      const statuses = [];
      for (let index = 0; index < 250; index++) statuses.push(await search(index < 150 ? A : B, index));
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(240);
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      // Once each has shared its count (every second), both refuse the address, though neither saw 240 of them.
      await expect.poll(() => search(A, 0), { timeout: 5000 }).toBe(429);
      await expect.poll(() => search(B, 0), { timeout: 5000 }).toBe(429);
      const [row] = await db.selectFrom('rate_limit_hits').select('hits').where('bucket', '=', 'search').execute();
      expect(row!.hits).toBeGreaterThanOrEqual(250);
    },
  );

  it(
    'serves through one server an image uploaded through the other, and shows a content change within the bound',
    { timeout: 60_000 },
    async () => {
      const token = await adminToken(A);
      const auth = { authorization: `Bearer ${token}` };
      const [{ id }] = (await (await fetch(url(A, '/api/service'))).json()) as [{ id: number }];
      const picture = await pngImage(120, 80);
      const body = multipartBody({}, [{ field: 'image', filename: 'rotor.png', type: 'image/png', data: picture }]);
      const added = await fetch(url(A, `/api/service/${id}/image/add`), {
        method: 'POST',
        headers: { ...auth, ...body.headers },
        body: body.payload,
      });
      expect(added.status).toBe(200);
      const stored = ((await added.json()) as { images: string[] }).images.at(-1)!;
      const served = await fetch(url(B, `/api/${stored}`)); // served at /api/uploads/…
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals((await shared.read(stored))!)).toBe(true);
      // The seed's pictures went to the shared directory (or bucket) too, and every server serves them.
      const seeded = (await db.selectFrom('images').select('path').limit(1).executeTakeFirstOrThrow()).path;
      expect((await fetch(url(B, `/api/${seeded}`))).status).toBe(200);
      expect(await shared.has(seeded)).toBe(true);

      const title = async () =>
        ((await (await fetch(url(B, `/api/service/${id}`))).json()) as { title_en: string }).title_en;
      expect(await title()).not.toBe('Renamed through A'); // B has the old title in its cache now
      const renamed = await fetch(url(A, `/api/service/${id}`), {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title_en: 'Renamed through A' }),
      });
      expect(renamed.status).toBe(200);
      const changedAt = Date.now();
      await expect.poll(title, { timeout: CONTENT_BOUND_MS, interval: 50 }).toBe('Renamed through A');
      expect(Date.now() - changedAt).toBeLessThan(CONTENT_BOUND_MS);
    },
  );

  it('gives the administrator on one server the CV a visitor sent through the other', { timeout: 60_000 }, async () => {
    const [ticket] = await tickets(A, 1);
    const body = multipartBody(
      { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de', lang: 'en', captcha_ticket: ticket! },
      [{ field: 'files', filename: 'CV.pdf', type: 'application/pdf', data: PDF_FILE }],
    );
    const sent = await fetch(url(A, '/api/cv'), { method: 'POST', headers: body.headers, body: body.payload });
    expect(sent.status).toBe(201);
    const [file] = ((await sent.json()) as { files: { id: number }[] }).files;
    const download = await fetch(url(B, `/api/cv-files/${file!.id}`), {
      headers: { authorization: `Bearer ${await adminToken(B)}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF_FILE)).toBe(true);
    expect(await listAll(shared, 'private/cv/')).toHaveLength(1);
  });

  it(
    'sends each e-mail once, whichever server queued it and however many workers poll',
    { timeout: 60_000 },
    async () => {
      const token = await adminToken(B);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const notified = await fetch(url(B, '/api/settings/notifications'), {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ emails: ['sales@turbotech.example'] }),
      });
      expect(notified.status).toBe(200);
      const before = smtp.received.length;
      const names = Array.from({ length: 12 }, (_, index) => `Buyer ${index + 1}`);
      const sent = await Promise.all(
        names.map((name, index) =>
          fetch(url(index % 2 === 0 ? A : B, '/api/request'), {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, email: 'buyer@plant.example', company: 'Grid Co', text: 'Frame 6B' }),
          }),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual(names.map(() => 201));
      await expect.poll(() => smtp.received.length - before, { timeout: 20_000, interval: 100 }).toBe(names.length);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a second sending, if there were one
      const subjects = smtp.received.slice(before).map((entry) => entry.mail.subject ?? '');
      // Each names its request's reference: twelve different ones, though both servers numbered at once.
      const references = subjects.map((subject) => /^Neue Anfrage (TR-\d{4}-\d{5}): /.exec(subject)?.[1]);
      expect(new Set(references).size).toBe(names.length);
      expect(subjects.map((subject) => subject.replace(/ TR-\d{4}-\d{5}:/, ':')).toSorted()).toEqual(
        names.map((name) => `Neue Anfrage: ${name}, Grid Co`).toSorted(),
      );
      const outbox = await db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('kind', '=', 'request')
        .execute();
      expect(outbox.filter((row) => row.status === 'sent')).toHaveLength(names.length);
    },
  );

  it(
    'publishes each scheduled draft once, though both servers look for due schedules',
    { timeout: 60_000 },
    async () => {
      const token = await adminToken(A);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const services = (await db.selectFrom('services').select(['id', 'title_en']).orderBy('id').execute()).slice(0, 4);
      // Time for the eight calls below, on a loaded machine too.
      const publishAt = new Date(Date.now() + 8000).toISOString();
      for (const [index, { id }] of services.entries()) {
        const server = index % 2 === 0 ? A : B;
        const saved = await fetch(url(server, `/api/drafts/service/${id}`), {
          method: 'PUT',
          headers,
          body: JSON.stringify({ version: 0, title_en: `Scheduled title ${id}` }),
        });
        expect(saved.status).toBe(200);
        const scheduled = await fetch(url(server, `/api/drafts/service/${id}/schedule`), {
          method: 'POST',
          headers,
          body: JSON.stringify({ publish_at: publishAt }),
        });
        expect(scheduled.status).toBe(200);
      }
      // Every schedule ends (each server looks every half second); one that failed says why in this assertion.
      const ended = async () => {
        const rows = await db.selectFrom('schedules').select(['record_id', 'status', 'outcome', 'detail']).execute();
        return rows.every((row) => row.status !== 'pending' && row.status !== 'running') ? rows : [];
      };
      await expect.poll(async () => (await ended()).length, { timeout: 20_000, interval: 200 }).toBe(services.length);
      const ids = services.map(({ id }) => id);
      expect((await ended()).toSorted((a, b) => a.record_id - b.record_id)).toEqual(
        ids.map((id) => ({ record_id: id, status: 'done', outcome: 'published', detail: 'title_en' })),
      );
      // The other server shows them within the content bound.
      const titleOn = async (server: 0 | 1, id: number) =>
        ((await (await fetch(url(server, `/api/service/${id}`))).json()) as { title_en: string }).title_en;
      for (const { id } of services)
        await expect
          .poll(() => titleOn(B, id), { timeout: CONTENT_BOUND_MS, interval: 50 })
          .toBe(`Scheduled title ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a second run, if there were one
      const rows = await db.selectFrom('schedules').select(['record_id', 'status', 'claimed_by']).execute();
      expect(rows.toSorted((a, b) => a.record_id - b.record_id).map((row) => [row.record_id, row.status])).toEqual(
        ids.map((id) => [id, 'done']),
      );
      // Each run names the server (host and process) that claimed it.
      for (const row of rows) expect(row.claimed_by).toMatch(/^.+:\d+$/);
      const published = await db
        .selectFrom('activity')
        .select('entity_id')
        .where('via', '=', 'schedule')
        .where('entity', '=', 'draft.publish')
        .execute();
      expect(published.map((row) => Number(row.entity_id)).toSorted((a, b) => a - b)).toEqual(ids);
      const revisions = await db
        .selectFrom('revisions')
        .select('record_id')
        .where('entity', '=', 'service')
        .where('record_id', 'in', ids)
        .where('action', '=', 'update')
        .where('created_at', '>=', publishAt)
        .execute();
      expect(revisions.map((row) => row.record_id).toSorted((a, b) => a - b)).toEqual(ids);
    },
  );

  it('delivers each event once although both servers deliver the queue', { timeout: 60_000 }, async () => {
    const receiver = await startWebhookReceiver();
    try {
      const token = await adminToken(A);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(url(A, '/api/webhooks'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: receiver.url, events: ['request.created'] }),
      });
      expect(created.status).toBe(201);
      receiver.state.secrets = [((await created.json()) as { secret: string }).secret];
      // Twenty inquiries through both servers at once (the token lets a script send without a captcha).
      const sent = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await fetch(url(index % 2 === 0 ? A : B, '/api/request'), {
            method: 'POST',
            headers,
            body: JSON.stringify({
              name: `Buyer ${index}`,
              email: `buyer${index}@plant.example`,
              company: 'Plant',
              text: 'Blades',
              lines: [{ partnumber: `P-${index}`, quantity: 1 }],
            }),
          });
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: number }).id;
        }),
      );
      await expect.poll(() => receiver.received.length, { timeout: 10_000, interval: 50 }).toBe(20);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a second delivery, if there were one
      expect(receiver.received).toHaveLength(20);
      expect(receiver.allVerified()).toBe(true);
      expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(20);
      expect(
        receiver
          .bodies()
          .map((body) => body.data.id as number)
          .toSorted((a, b) => a - b),
      ).toEqual(sent.toSorted((a, b) => a - b));
      const attempts = await db.selectFrom('webhook_deliveries').select('attempt').execute();
      expect(attempts).toHaveLength(20);
    } finally {
      await receiver.close();
    }
  });
});
