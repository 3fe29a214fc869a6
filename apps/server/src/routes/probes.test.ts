import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWEST_MIGRATION } from '@tp/db';
import { createS3FileStore } from '@tp/api';
import { everythingStored, newTestBucket } from '@tp/api/testing';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The probes a load balancer or Kubernetes asks (README, "Run in production"): /healthz while the process serves at
// all, /readyz while it can take visitors: the database answers and is migrated, the upload storage takes files.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const probe = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), cache: response.headers['cache-control'] };
};

describe('/healthz and /readyz', () => {
  it('answer 200 on a running, migrated server with writable storage, never kept by a cache', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
    // The write test leaves nothing behind, in the folders or the bucket.
    expect(await everythingStored(t.files)).toEqual([]);
  });

  it("says not ready while the database has not run this version's migrations; alive all the same", async () => {
    await sql`delete from kysely_migration where name = ${NEWEST_MIGRATION}`.execute(t.db);
    expect(await probe('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'not ready', reason: 'The database is not migrated to this version of the site' },
    });
    expect((await probe('/healthz')).status).toBe(200);
  });

  it('says not ready when the upload folder takes no file', async () => {
    const onDisk = await buildApp({ db: t.db, dataDir: t.dataDir }); // UPLOADS_DIR and PRIVATE_DIR in the data directory
    const uploads = path.join(t.dataDir, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, 'a file where the folder should be'); // as a mount gone read-only or away
    const answer = await onDisk.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ reason: 'The storage for uploads cannot be written' });
    await onDisk.close();
  });

  it('says not ready when the bucket cannot be reached (STORAGE=s3)', async () => {
    const away = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      files: await createS3FileStore({ ...(await newTestBucket()), endpoint: 'http://127.0.0.1:9' }),
    });
    const gone = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      files: await createS3FileStore({ ...(await newTestBucket()), bucket: 'a-bucket-nobody-made' }),
    });
    for (const app of [away, gone]) {
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ reason: 'The storage for uploads cannot be written' });
      await app.close();
    }
  });

  it('says not ready, with the reason in general words, when the database cannot answer', async () => {
    await t.db.destroy();
    const { status, body } = await probe('/readyz');
    expect(status).toBe(503);
    expect(body.reason).toMatch(/^The database (cannot be reached|answered with an error)$/);
  });

  it('answers 503 to both while the server stops, so a balancer drains it', async () => {
    const stopping = await buildApp({ db: t.db, dataDir: t.dataDir, isStopping: () => true });
    try {
      for (const url of ['/healthz', '/readyz'])
        expect((await stopping.inject({ method: 'GET', url })).statusCode, url).toBe(503);
    } finally {
      await stopping.close();
    }
  });
});
