import { createDirFileStore, type FileStore } from '@tp/api';
import type { Config } from '../config.ts';
import { FILE_FOLDERS } from '../backup/manifest.ts';

/** A copy that cannot start (no bucket set, the bucket away): the message says why; nothing was copied. */
export class CopyUploadsRefused extends Error {}

export interface CopiedUploads {
  copied: number;
  /** Already in the bucket with the same size: a copy that was interrupted and run again skips them. */
  skipped: number;
  bytes: number;
}

/**
 * `admin copy-uploads-to-s3`: puts every file of UPLOADS_DIR and PRIVATE_DIR into the bucket of the S3 settings,
 * under the same keys the site names them by (`uploads/…`, `private/…`). The folders are left as they were: the
 * site moves once the servers start with STORAGE=s3. Run again, it copies only what is missing.
 */
export async function copyUploadsToS3(
  config: Pick<Config, 'uploadsDir' | 'privateDir' | 's3'>,
  bucket: FileStore,
  onProgress: (copied: number) => void = () => undefined,
): Promise<CopiedUploads> {
  if (!config.s3)
    throw new CopyUploadsRefused(
      'Set STORAGE=s3 and the bucket (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, …) as the servers will have them, then run this again.',
    );
  try {
    await bucket.checkWritable();
  } catch (error) {
    throw new CopyUploadsRefused(
      `The bucket (${bucket.description}) cannot be written: ${(error as Error).message || (error as Error).name}. Nothing was copied.`,
    );
  }
  const folders = createDirFileStore({ uploadsDir: config.uploadsDir, privateDir: config.privateDir });
  const there = new Map<string, number>();
  for (const folder of FILE_FOLDERS)
    for await (const object of bucket.list(`${folder}/`)) there.set(object.key, object.bytes);
  const result: CopiedUploads = { copied: 0, skipped: 0, bytes: 0 };
  for (const folder of FILE_FOLDERS) {
    for await (const file of folders.list(`${folder}/`)) {
      if (there.get(file.key) === file.bytes) {
        result.skipped += 1;
        continue;
      }
      const bytes = await folders.read(file.key);
      if (!bytes) continue; // removed since it was listed
      // Retired pictures keep their date: the history's retention counts from it.
      await bucket.put(file.key, bytes, { dated: file.dated });
      result.copied += 1;
      result.bytes += bytes.length;
      onProgress(result.copied);
    }
  }
  return result;
}
