import { createDirFileStore, createS3FileStore, type FileStore } from '@tp/api';
import type { Config } from './config.ts';

/** The site's file store from its settings: UPLOADS_DIR and PRIVATE_DIR, or on STORAGE=s3 the bucket. */
export async function openFileStore(config: Pick<Config, 'uploadsDir' | 'privateDir' | 's3'>): Promise<FileStore> {
  return config.s3
    ? createS3FileStore(config.s3)
    : createDirFileStore({ uploadsDir: config.uploadsDir, privateDir: config.privateDir });
}

/**
 * Whether the store takes a file, in words for the operator starting the server: undefined when it does. A bucket
 * that cannot be reached does not stop the start (it may come back): the server says so, and /readyz answers 503
 * until it can write there.
 */
export async function storageProblem(files: FileStore): Promise<string | undefined> {
  try {
    await files.checkWritable();
    return undefined;
  } catch (error) {
    return `The storage for uploads (${files.description}) cannot be written: ${(error as Error).message || (error as Error).name}. /readyz answers 503 until it can.`;
  }
}
