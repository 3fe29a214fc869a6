// s3rver has no types of its own; every tsconfig that reaches this file must see the declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { onTestFinished } from 'vitest';
import { createDirFileStore } from '../platform/files/dir-file-store.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { createS3FileStore, type S3StoreOptions } from '../platform/files/s3-file-store.ts';

// The S3 server the tests run against: `s3rver`, which speaks the S3 protocol over HTTP on 127.0.0.1 and keeps the
// objects in a folder of its own. One per test process, started by the first test that asks; each test gets its own
// bucket. It stops with the process (its socket does not keep the process alive).

const testBuckets: S3StoreOptions[] = [];
let started: Promise<{ endpoint: string; directory: string }> | undefined;

/** The credentials s3rver accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { address, port } = await server.run();
  server.httpServer?.unref?.();
  process.once('exit', () => fs.rmSync(directory, { recursive: true, force: true }));
  return { endpoint: `http://${address}:${port}`, directory };
}

/** A new empty bucket on the tests' S3 server, and the settings a site uses to reach it (as STORAGE=s3 gives them). */
export async function newTestBucket(): Promise<S3StoreOptions> {
  started ??= startS3Server();
  const { endpoint } = await started;
  const bucket = `tp-test-${randomBytes(6).toString('hex')}`;
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const options = { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...CREDENTIALS };
  testBuckets.push(options);
  return options;
}

/** The settings a server process reads for a bucket (STORAGE=s3 and S3_*), as an operator sets them. */
export const s3Env = (bucket: S3StoreOptions): Record<string, string> => ({
  STORAGE: 's3',
  S3_BUCKET: bucket.bucket,
  S3_REGION: bucket.region,
  S3_ENDPOINT: bucket.endpoint!,
  S3_ACCESS_KEY_ID: bucket.accessKeyId!,
  S3_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
  S3_FORCE_PATH_STYLE: '1',
});

/** The bucket of a server process's settings (s3Env), to look into it around the server. */
export const bucketOfEnv = (env: NodeJS.ProcessEnv): S3StoreOptions => ({
  bucket: env.S3_BUCKET!,
  region: env.S3_REGION ?? 'us-east-1',
  endpoint: env.S3_ENDPOINT,
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: true,
});

/** Whether this run keeps the test sites' files in buckets (`TEST_STORAGE=s3`: the upload suite's second pass). */
export const testsOnS3 = () => process.env.TEST_STORAGE === 's3';

/**
 * A test site's file store: its `uploads` and `private` folders in `dataDir`, or on `TEST_STORAGE=s3` a bucket of
 * its own on the tests' S3 server.
 */
export async function testFileStore(
  dataDir: string,
  folders: { uploadsDir?: string; privateDir?: string } = {},
): Promise<FileStore> {
  if (testsOnS3() && !folders.uploadsDir && !folders.privateDir) return createS3FileStore(await newTestBucket());
  return createDirFileStore({
    uploadsDir: folders.uploadsDir ?? path.join(dataDir, 'uploads'),
    privateDir: folders.privateDir ?? path.join(dataDir, 'private'),
  });
}

/** The buckets this process's tests made, found by the description a store on each gives (`s3://name at …`). */
const testBucketOf = (files: FileStore) =>
  // by name: a store reached through a test's proxy (startS3Proxy) is listed straight from the S3 server
  testBuckets.find((bucket) => files.description.startsWith(`s3://${bucket.bucket} at `));

/** Every key in a test site's bucket, by a listing of its own (the store's list skips what is not the site's); undefined for a store on no test bucket. */
export async function testBucketKeys(files: FileStore): Promise<string[] | undefined> {
  const bucket = testBucketOf(files);
  if (!bucket) return undefined;
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: bucket.region,
    endpoint: bucket.endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  client.destroy();
  return keys.sort();
}

/** What a test's proxy does with a request: pass it on (undefined, perhaps after a wait), or answer it itself. */
export type S3ProxyRule = (request: http.IncomingMessage) => Promise<{ status: number; body: string } | undefined>;

/**
 * A proxy on 127.0.0.1 in front of the tests' S3 server, for a bucket that behaves as some do: slow (the rule waits
 * before passing a request on) or strict (the rule answers itself, as MinIO refuses a call). Closes after the test.
 */
export async function startS3Proxy(bucket: S3StoreOptions, rule: S3ProxyRule) {
  const upstream = new URL(bucket.endpoint!);
  // Anything that goes wrong in the proxy is a 502 to the store under test, never an exception in the test process.
  const failed = (response: http.ServerResponse) => () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  };
  const proxy = http.createServer((request, response) => {
    rule(request).then((answer) => {
      if (answer) {
        response.writeHead(answer.status, { 'content-type': 'application/xml' });
        return response.end(answer.body);
      }
      const { method, url: path, headers } = request;
      const forwarded = http.request({ host: upstream.hostname, port: upstream.port, method, path, headers }, (s3) => {
        response.writeHead(s3.statusCode!, s3.headers);
        s3.pipe(response);
      });
      forwarded.on('error', failed(response));
      request.pipe(forwarded);
    }, failed(response));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxy.unref();
  onTestFinished(() => void proxy.close());
  return { ...bucket, endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
}
