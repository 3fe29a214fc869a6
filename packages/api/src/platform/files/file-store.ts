import type { Readable } from 'node:stream';

// Where a site keeps its files: public pictures (`uploads/…`, the stored paths pages name) and private ones
// (`private/…`: CVs, retired pictures). Two stores keep them: a directory on this machine or a shared mount
// (`STORAGE=dir`, the default) and an S3-compatible bucket (`STORAGE=s3`) that every server reaches.
// Modules name files by key and never learn which store holds them.

/** Public pictures: served at /api/uploads/, stored paths begin so. */
export const PUBLIC_PREFIX = 'uploads/';
/** Never served as they are: CVs (through the server to a signed-in user), retired pictures. */
export const PRIVATE_PREFIX = 'private/';

// A key: one of the two prefixes, then folders and a name of safe characters; no `.` or `..` segment, nothing hidden.
const KEY = /^(uploads|private)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Whether a key is one a store takes: refused before it comes near a file system or a bucket. */
export const isFileKey = (key: string) => KEY.test(key) && !key.split('/').some((part) => part === '..');

export interface StoredFile {
  key: string;
  bytes: number;
  /** When the file was written or last moved, by the site's clock where the writer said (a retired picture). */
  dated: Date;
}

export interface OpenedFile {
  stream: Readable;
  bytes: number;
}

export interface FileStore {
  /** `dir` or `s3`: what backups and the health check say. */
  readonly kind: 'dir' | 's3';
  /** Writes a file whole (another server never reads half of it); a failed write leaves nothing. */
  put(key: string, bytes: Buffer, options?: { dated?: Date }): Promise<void>;
  /** A file's bytes; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A file to stream out; null when there is none. */
  open(key: string): Promise<OpenedFile | null>;
  has(key: string): Promise<boolean>;
  /** Removes files; missing ones are fine. */
  remove(keys: string[]): Promise<void>;
  /** Moves a file, dated now or as said; false when there was none to move. */
  move(from: string, to: string, options?: { dated?: Date }): Promise<boolean>;
  /**
   * Every file whose key begins with the prefix, in no set order. `dated` asks for the dates the site gave (retired
   * pictures): on S3 one more request per object, else the time each object was written.
   */
  list(prefix: string, options?: { dated?: boolean }): AsyncIterable<StoredFile>;
  /** Throws with the reason when a file cannot be written (a full disk, a bucket away or refusing). */
  checkWritable(): Promise<void>;
  /** Where a public picture can be fetched straight from the bucket (S3_PUBLIC_URL); undefined: through the server. */
  publicUrlOf(key: string): string | undefined;
  /**
   * The folders on this machine that hold `uploads/` and `private/` (directory storage only): served and backed up
   * straight from the disk.
   */
  readonly folders?: { uploads: string; private: string };
  /** Where the store is, for messages to operators (a folder pair, or `s3://bucket`). */
  readonly description: string;
}

/**
 * The store could not be reached or refused (a bucket away, wrong credentials): callers answer 503 and the visitor
 * tries again; the cause is in the log. Never a file that is simply missing (null or false for those).
 */
export class StorageUnavailable extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(where: string, cause: unknown) {
    super(`The storage for uploads (${where}) did not answer: ${(cause as Error).message || (cause as Error).name}`, {
      cause,
    });
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** The media type a file is stored and served with, by its name (names are ours: the content was checked). */
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Refuses a key no store writes: a programming error, never a visitor's input reaching a store. */
export function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

/** Reads every file under a prefix into a list (the stores' lists are streams, for folders of any size). */
export async function listAll(store: FileStore, prefix: string, options?: { dated?: boolean }): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of store.list(prefix, options)) files.push(file);
  return files;
}
