import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { everythingStored } from '../../testing/files-on-disk.ts';
import { newTestBucket, startS3Proxy } from '../../testing/s3-test-server.ts';
import { createDirFileStore } from './dir-file-store.ts';
import { listAll, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const stores: [string, () => Promise<FileStore>][] = [
  [
    'a directory',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-files-'));
      dirs.push(dir);
      return createDirFileStore({ uploadsDir: path.join(dir, 'uploads'), privateDir: path.join(dir, 'private') });
    },
  ],
  ['an S3 bucket (s3rver)', async () => createS3FileStore(await newTestBucket())],
];

describe.each(stores)('Files in %s', (_name, newStore) => {
  it('are written, read, streamed and listed by key', async () => {
    const files = await newStore();
    await files.put('uploads/2026/11/aaaa.webp', Buffer.from('picture'));
    await files.put('private/cv/bbbb.pdf', Buffer.from('%PDF-cv'));

    expect((await files.read('uploads/2026/11/aaaa.webp'))?.toString()).toBe('picture');
    const opened = await files.open('private/cv/bbbb.pdf');
    expect(opened?.bytes).toBe(7);
    expect(await text(opened!.stream)).toBe('%PDF-cv');
    expect(await files.has('uploads/2026/11/aaaa.webp')).toBe(true);
    expect(await files.read('uploads/2026/11/none.webp')).toBeNull();
    expect(await files.open('uploads/2026/11/none.webp')).toBeNull();
    expect(await files.has('uploads/2026/11/none.webp')).toBe(false);

    expect((await listAll(files, 'uploads/')).map((file) => [file.key, file.bytes])).toEqual([
      ['uploads/2026/11/aaaa.webp', 7],
    ]);
    expect((await listAll(files, 'private/cv/')).map((file) => file.key)).toEqual(['private/cv/bbbb.pdf']);
    expect(await listAll(files, 'private/retired-images/')).toEqual([]);
  });

  it('move a file with the date the site gives it, and remove files (missing ones too)', async () => {
    const files = await newStore();
    await files.put('uploads/2026/11/cccc.webp', Buffer.from('old picture'));
    const retiredAt = new Date('2026-01-02T03:04:05.000Z');

    expect(
      await files.move('uploads/2026/11/cccc.webp', 'private/retired-images/2026/11/cccc.webp', { dated: retiredAt }),
    ).toBe(true);
    expect(await files.has('uploads/2026/11/cccc.webp')).toBe(false);
    expect((await files.read('private/retired-images/2026/11/cccc.webp'))?.toString()).toBe('old picture');
    const [retired] = await listAll(files, 'private/retired-images/', { dated: true });
    expect(retired?.dated.getTime()).toBe(retiredAt.getTime());
    expect(await files.move('uploads/2026/11/cccc.webp', 'private/x/cccc.webp')).toBe(false);

    await files.remove(['private/retired-images/2026/11/cccc.webp', 'uploads/2026/11/never.webp']);
    expect(await listAll(files, 'private/')).toEqual([]);
  });

  it('list only the site’s keys: a stray file is left out, never handed on to remove', async () => {
    const files = await newStore();
    await files.put('private/retired-images/2026/01/a.webp', Buffer.from('retired'));
    if (files.folders) fs.writeFileSync(path.join(files.folders.private, 'retired-images/2026/01/a b.webp'), 'stray');
    const listed = (await listAll(files, 'private/')).map((file) => file.key);
    expect(listed).toEqual(['private/retired-images/2026/01/a.webp']);
    await files.remove(listed);
    expect(await listAll(files, 'private/')).toEqual([]);
  });

  it('refuse keys that are not the site’s, before touching anything', async () => {
    const files = await newStore();
    for (const key of ['../etc/passwd', 'uploads/../private/cv/x.pdf', 'other/x.webp', 'uploads/.hidden', 'uploads/'])
      await expect(files.put(key, Buffer.from('x')), key).rejects.toThrow('Not a file key');
    await expect(files.read('uploads/../../secret')).rejects.toThrow('Not a file key');
  });

  it('take a file when writable, and leave no probe behind', async () => {
    const files = await newStore();
    await expect(files.checkWritable()).resolves.toBeUndefined();
    expect(await everythingStored(files)).toEqual([]);
  });
});

it('A bucket that cannot be reached is not writable, and says why', async () => {
  const files = await createS3FileStore({
    ...(await newTestBucket()),
    endpoint: 'http://127.0.0.1:9', // the discard port: nothing listens
  });
  await expect(files.checkWritable()).rejects.toThrow();
});

it('Public pictures link to S3_PUBLIC_URL when it is set; private files never', async () => {
  const files = await createS3FileStore({ ...(await newTestBucket()), publicUrl: 'https://cdn.example.com/site/' });
  expect(files.publicUrlOf('uploads/2026/11/aaaa.webp')).toBe('https://cdn.example.com/site/uploads/2026/11/aaaa.webp');
  expect(files.publicUrlOf('private/cv/bbbb.pdf')).toBeUndefined();
});

const MISSING_MD5 =
  '<Error><Code>InvalidRequest</Code><Message>Missing required header for this request: Content-Md5.</Message></Error>';

/** A server on 127.0.0.1 for one test, closed after it. */
async function listening(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void server.close());
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

it('Files are removed from a server that refuses batch deletes without a Content-MD5 (as MinIO and Ceph do)', async () => {
  const bucket = await newTestBucket();
  // In front of s3rver: what MinIO answers a multi-object delete that carries no Content-MD5.
  const strict = await startS3Proxy(bucket, async (request) =>
    request.method === 'POST' && request.url!.includes('?delete') && !request.headers['content-md5']
      ? { status: 400, body: MISSING_MD5 }
      : undefined,
  );
  const files = await createS3FileStore(strict);
  await files.put('uploads/2026/11/a.webp', Buffer.from('a'));
  await files.put('private/cv/b.pdf', Buffer.from('b'));

  // The server in front is strict: the batch call fails there.
  const { region, endpoint, accessKeyId, secretAccessKey } = strict;
  const credentials = { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! };
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  const batch = new DeleteObjectsCommand({ Bucket: bucket.bucket, Delete: { Objects: [{ Key: 'private/cv/b.pdf' }] } });
  await expect(client.send(batch)).rejects.toThrow('Content-Md5');
  client.destroy();

  await files.remove(['uploads/2026/11/a.webp', 'private/cv/b.pdf', 'uploads/2026/11/never-there.webp']);
  expect(await everythingStored(await createS3FileStore(bucket))).toEqual([]);
});

it('A bucket that takes the connection and never answers is unavailable within the time set, not held for minutes', async () => {
  const silent = net.createServer(() => {}); // accepts, reads, says nothing: a firewall dropping the answers
  const endpoint = await listening(silent);
  const files = await createS3FileStore({
    ...(await newTestBucket()),
    endpoint,
    timeouts: { connect: 200, idle: 300 },
  });
  const started = Date.now();
  await expect(files.put('uploads/2026/11/a.webp', Buffer.from('a'))).rejects.toMatchObject({
    code: 'STORAGE_UNAVAILABLE',
  });
  // Three attempts of 0.3 s and the SDK's pauses between them.
  expect(Date.now() - started).toBeLessThan(5000);
});

it('A listing with dates passes over an object removed after it was listed', async () => {
  const bucket = await newTestBucket();
  const files = await createS3FileStore(bucket);
  await files.put('private/retired-images/2026/11/a.webp', Buffer.from('a'), { dated: new Date('2026-01-02') });
  // Between the listing and the request for its date the object goes (the clean-up, a restore): HEAD answers 404.
  const removing = await startS3Proxy(bucket, async (request) =>
    request.method === 'HEAD' ? { status: 404, body: '' } : undefined,
  );
  const listed = await listAll(await createS3FileStore(removing), 'private/', { dated: true });
  expect(listed.map((file) => file.key)).toEqual(['private/retired-images/2026/11/a.webp']);
});
