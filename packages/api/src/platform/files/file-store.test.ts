import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { newTestBucket } from '../../testing/s3-test-server.ts';
import { createDirFileStore } from './dir-file-store.ts';
import { listAll, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Everything in a folder pair or a bucket, the hidden too (a readiness probe): read around the store. */
async function everything(files: FileStore): Promise<string[]> {
  if (files.folders)
    return Object.values(files.folders).flatMap((dir) =>
      fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [],
    );
  const bucket = /^s3:\/\/([^ ]+) at (.+)$/.exec(files.description)!;
  const client = new S3Client({ region: 'us-east-1', endpoint: bucket[2], forcePathStyle: true, credentials: S3RVER });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket[1] }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}
const S3RVER = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

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
    expect(await everything(files)).toEqual([]);
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
