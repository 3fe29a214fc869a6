import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createS3FileStore, listAll, STORAGE_UNAVAILABLE } from '@tp/api';
import { bucketOfEnv, newTestBucket, PDF_FILE, s3Env, startS3Proxy } from '@tp/api/testing';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { COMPILED_ADMIN, REPO_ROOT, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { cvApplicationBody, multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// STORAGE=s3 as visitors and operators meet it, whatever storage the rest of the suite runs on: pictures served
// through the server or from S3_PUBLIC_URL, CVs only through the server, an existing site's files copied into a
// bucket, and a bucket that cannot be reached at start. Against s3rver, a real S3 server on 127.0.0.1.
const run = promisify(execFile);
let t: TestApp | undefined;
const servers: ServerProcess[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  // The last started first: a server restarted on another's data directory and database stops before they go.
  for (const server of servers.splice(0).reverse()) await server.close();
});

/** A new service with one picture, sent as the dashboard sends it: the answer. */
async function postServiceWithPicture(app: TestApp, width = 1600) {
  const body = multipartBody({ title_en: 'Borescope inspection' }, [
    { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage(width, 1000) },
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: body.payload,
    headers: { ...body.headers, ...app.bearer(await app.signIn()) },
  });
}

/** The stored path of a new service's picture. */
async function uploadPicture(app: TestApp) {
  const created = await postServiceWithPicture(app);
  expect(created.statusCode).toBe(201);
  return created.json<{ images: string[] }>().images[0]!;
}

describe('Uploads on S3 storage', () => {
  it('are served through the server from the bucket, sizes made there; nothing but stored pictures is served', async () => {
    const bucket = await newTestBucket();
    t = await createTestApp({ files: await createS3FileStore(bucket) });
    const image = await uploadPicture(t);
    expect(await t.storedFiles()).toEqual([image]); // in the bucket, not in the data directory
    expect(fs.existsSync(`${t.dataDir}/uploads`)).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: `/api/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await t.files.read(image))!)).toBe(true);

    const sized = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/sized/480/${image.slice('uploads/'.length)}`,
    });
    expect(sized.statusCode).toBe(200);
    expect((await sharp(sized.rawPayload).metadata()).width).toBe(480);
    expect(await t.storedFiles()).toEqual([image, image.replace('.webp', '.w480.webp')].sort());

    for (const url of [
      '/api/uploads/2026/11/none.webp',
      '/api/uploads/../private/cv/x.pdf',
      '/api/uploads/%2e%2e/private/x',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('redirect to S3_PUBLIC_URL when it is set, for pictures and their sizes; CVs are never public', async () => {
    const bucket = await newTestBucket();
    t = await createTestApp({
      files: await createS3FileStore({ ...bucket, publicUrl: 'https://cdn.example.com/site' }),
    });
    const image = await uploadPicture(t);
    const direct = await t.app.inject({ method: 'GET', url: `/api/${image}` });
    expect(direct.statusCode).toBe(302);
    expect(direct.headers['cache-control']).toBe('public, max-age=86400');
    expect(direct.headers.location).toBe(`https://cdn.example.com/site/${image}`);
    const sized = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/sized/800/${image.slice('uploads/'.length)}`,
    });
    expect(sized.statusCode).toBe(302);
    expect(sized.headers.location).toBe(`https://cdn.example.com/site/${image.replace('.webp', '.w800.webp')}`);
    expect(await t.files.has(image.replace('.webp', '.w800.webp'))).toBe(true); // made before it is pointed at

    // A job application's file: in the bucket's private part, downloaded only through the server by the team.
    const body = cvApplicationBody(await t.ticket());
    const sent = await t.app.inject({ method: 'POST', url: '/api/cv', payload: body.payload, headers: body.headers });
    expect(sent.statusCode).toBe(201);
    const [cv] = await t.storedFiles('private');
    expect(cv).toMatch(/^private\/cv\/[0-9a-f]{32}\.pdf$/);
    expect(t.files.publicUrlOf(cv!)).toBeUndefined();
    const fileId = sent.json<{ files: { id: number }[] }>().files[0]!.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/cv-files/${fileId}` })).statusCode).toBe(401);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/cv-files/${fileId}`,
      headers: t.bearer(await t.signIn()),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF_FILE)).toBe(true);
  });
});

describe('Uploads while the bucket is away', () => {
  it('are answered 503 with a message to try again, and leave no row', async () => {
    const away = await createS3FileStore({ ...(await newTestBucket()), endpoint: 'http://127.0.0.1:9' });
    t = await createTestApp({ files: away });
    const servicesBefore = await t.db.selectFrom('services').select('id').execute();
    const answer = await postServiceWithPicture(t, 640);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json().message).toBe(STORAGE_UNAVAILABLE);
    expect(await t.db.selectFrom('services').select('id').execute()).toEqual(servicesBefore);
    expect(await t.db.selectFrom('images').select('id').execute()).toEqual([]);
  });
});

describe('A slow bucket', () => {
  it('does not hold the database: while a deleted service’s picture is retired, another change goes through', async () => {
    let slow = false;
    let copying: () => void = () => {};
    const copyStarted = new Promise<void>((resolve) => (copying = resolve));
    // Retiring a picture copies it to `private/retired-images/…`: that copy takes three seconds here.
    const bucket = await startS3Proxy(await newTestBucket(), async (request) => {
      if (slow && request.headers['x-amz-copy-source']) {
        copying();
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      return undefined;
    });
    t = await createTestApp({ files: await createS3FileStore(bucket) });
    const created = (await postServiceWithPicture(t, 640)).json<{ id: number; images: string[] }>();
    const headers = t.bearer(await t.signIn());

    slow = true;
    const deleting = t.app.inject({ method: 'DELETE', url: `/api/service/${created.id}`, headers });
    await copyStarted;
    const started = Date.now();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers,
      payload: { name: 'Marine', lang: 'en' },
    });
    expect(other.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500); // not the three seconds of the copy

    expect((await deleting).json()).toEqual({ ok: true });
    // Once the copy is through, the picture is retired: out of public reach, kept for the history.
    const [picture] = created.images;
    expect(await t.storedFiles()).toEqual([]);
    expect(await t.storedFiles('private')).toEqual([picture!.replace('uploads/', 'private/retired-images/')]);
  });
});

describe('npm run admin -- copy-uploads-to-s3', () => {
  it("copies a site's folders into the bucket, then only what is missing; the site then serves from the bucket", async () => {
    const site = await startServerProcess({ env: { STORAGE: 'dir' } }); // seeded: pictures in DATA_DIR/uploads
    servers.push(site);
    const bucket = s3Env(await newTestBucket());
    const admin = (env: NodeJS.ProcessEnv) =>
      run(process.execPath, [COMPILED_ADMIN, 'copy-uploads-to-s3'], {
        cwd: REPO_ROOT,
        env: { ...site.env, ...env },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );

    const refused = await admin({});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Set STORAGE=s3 and the bucket');

    const onDisk = fs
      .readdirSync(`${site.dataDir}/uploads`, { recursive: true })
      .filter((name) => String(name).endsWith('.webp'));
    expect(onDisk.length).toBeGreaterThan(5);
    const copied = await admin(bucket);
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(
      new RegExp(
        `Copied ${onDisk.length} files \\(\\d+\\.\\d MB\\) from .* into s3://${bucket.S3_BUCKET}; 0 were there already\\.`,
      ),
    );
    const inBucket = await createS3FileStore(bucketOfEnv(bucket));
    const keys = (await listAll(inBucket, 'uploads/')).map((file) => file.key).sort();
    expect(keys).toEqual(onDisk.map((name) => `uploads/${String(name)}`).sort());
    const first = keys[0]!;
    expect((await inBucket.read(first))!.equals(fs.readFileSync(`${site.dataDir}/${first}`))).toBe(true);

    const again = await admin(bucket);
    expect(again.stdout).toMatch(new RegExp(`Copied 0 files .*; ${onDisk.length} were there already\\.`));

    // The same site on the bucket: its pictures come from there.
    const moved = await restartOn(site, bucket);
    fs.rmSync(`${moved.dataDir}/uploads`, { recursive: true, force: true });
    const served = await fetch(`${moved.url}/api/${first}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals((await inBucket.read(first))!)).toBe(true);
  }, 120_000);
});

/** Stops a server and starts another on its data directory and database with other settings (its files kept). */
async function restartOn(site: ServerProcess, env: NodeJS.ProcessEnv) {
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  site.child.kill('SIGTERM');
  await exited;
  const database = site.env.DATABASE_URL ? { DATABASE_URL: site.env.DATABASE_URL } : {};
  const next = await startServerProcess({ dataDir: site.dataDir, env: { ...database, ...env } });
  servers.push(next);
  return next;
}

describe('A bucket that cannot be reached at start', () => {
  it('is named on the console, and /readyz answers 503 while the site stays up', async () => {
    const site = await startServerProcess({ env: { STORAGE: 'dir' } }); // seeded
    servers.push(site);
    const bucket = s3Env(await newTestBucket());
    const server = await restartOn(site, { ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(server.stderr()).toMatch(
      /The storage for uploads \(s3:\/\/tp-test-\w+ at http:\/\/127\.0\.0\.1:9\) cannot be written: .*\/readyz answers 503 until it can\./,
    );
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'The storage for uploads cannot be written' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
