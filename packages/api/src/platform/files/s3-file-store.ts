import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkedKey, contentTypeOf, isFileKey, StorageUnavailable, type FileStore } from './file-store.ts';

/** STORAGE=s3: where the bucket is and how to sign in to it (S3_* settings). */
export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver…); AWS's own endpoint when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: most servers other than AWS want it. */
  forcePathStyle?: boolean;
  /** Where the bucket's public pictures are fetched (a CDN or the bucket's website address): /api/uploads/ redirects there. */
  publicUrl?: string;
  /**
   * How long to wait, in ms, for a connection and then for each answer's next bytes (not the whole transfer), before an
   * attempt fails; three attempts a request. 2 s and 10 s: a bucket that drops packets is a 503 within half a minute.
   */
  timeouts?: { connect: number; idle: number };
}

const DATED = 'dated';
// A missing object: GET answers NoSuchKey, HEAD (no body) NotFound. A missing bucket (NoSuchBucket) is not one.
const isNotFound = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * The site's files as objects of one bucket, keyed as the directory store names them (`uploads/…`, `private/…`).
 * Objects are written private (no ACL): CVs are never public; public pictures are served through the server, or from
 * S3_PUBLIC_URL when the operator makes `uploads/` readable there. The SDK loads with the store, never on a `dir` site.
 */
export async function createS3FileStore(options: S3StoreOptions): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A bucket that drops packets or never answers is a 503 soon, not a request held for minutes.
    // (`socketTimeout` is the idle time; `requestTimeout` would only print a warning unless told to throw.)
    requestHandler: {
      connectionTimeout: options.timeouts?.connect ?? 2000,
      socketTimeout: options.timeouts?.idle ?? 10_000,
    },
  });
  const Bucket = options.bucket;
  const where = `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  /** Sends a command; a failure other than a missing object is the bucket unavailable (StorageUnavailable). */
  const send: S3Client['send'] = (async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw isNotFound(error) ? error : new StorageUnavailable(where, error);
    }
  }) as S3Client['send'];
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const metadataOf = (dated?: Date) => ({ [DATED]: (dated ?? new Date()).toISOString() });

  const store: FileStore = {
    kind: 's3',
    description: where,

    async put(key, bytes, putOptions) {
      await send(
        new s3.PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentTypeOf(key),
          Metadata: metadataOf(putOptions?.dated),
        }),
      );
    },

    async read(key) {
      try {
        const answer = await send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async open(key) {
      try {
        const answer = await send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async has(key) {
      try {
        await send(new s3.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async remove(keys) {
      // One DeleteObject per key, eight at a time: the batch call needs a Content-MD5 that several S3-compatible
      // servers (MinIO, Ceph) require and the SDK no longer sends. A missing object is fine.
      const queue = keys.map(checkedKey);
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift())
          await send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      };
      await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
    },

    async move(from, to, moveOptions) {
      // S3 has no move: a copy (with the date the site gives it) and the original deleted.
      const source = `${Bucket}/${checkedKey(from).split('/').map(encodeURIComponent).join('/')}`;
      try {
        await send(
          new s3.CopyObjectCommand({
            Bucket,
            Key: checkedKey(to),
            CopySource: source,
            MetadataDirective: 'REPLACE',
            ContentType: contentTypeOf(to),
            Metadata: metadataOf(moveOptions?.dated),
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      await send(new s3.DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },

    async *list(prefix, listOptions) {
      let ContinuationToken: string | undefined;
      do {
        const page = await send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // Only the site's files: not another program's objects, nor a readiness probe being written.
          if (!object.Key || !isFileKey(object.Key)) continue;
          const written = object.LastModified ?? new Date(0);
          const dated = listOptions?.dated ? await datedOf(object.Key, written) : written;
          yield { key: object.Key, bytes: object.Size ?? 0, dated };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async checkWritable() {
      const probe = `private/.ready/${process.pid}-${randomBytes(6).toString('hex')}`;
      await send(new s3.PutObjectCommand({ Bucket, Key: probe, Body: 'ready' }));
      await send(new s3.DeleteObjectCommand({ Bucket, Key: probe }));
    },

    publicUrlOf: (key) => (publicUrl && key.startsWith('uploads/') ? `${publicUrl}/${key}` : undefined),
  };

  /** The date the site gave an object (a retired picture is dated by the site's clock); else when it was written. */
  async function datedOf(key: string, written: Date): Promise<Date> {
    try {
      const head = await send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      const dated = head.Metadata?.[DATED];
      return dated ? new Date(dated) : written;
    } catch (error) {
      // Removed since it was listed (the clean-up, a restore): the caller finds it gone when it opens it.
      if (isNotFound(error)) return written;
      throw error;
    }
  }

  return store;
}
