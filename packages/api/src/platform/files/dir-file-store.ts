import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, isFileKey, type FileStore, type StoredFile } from './file-store.ts';

export interface DirFileStoreOptions {
  /** UPLOADS_DIR: the public pictures, `uploads/…`. */
  uploadsDir: string;
  /** PRIVATE_DIR: `private/…`. */
  privateDir: string;
}

const PARTIAL = /\.[0-9a-f]{12}\.part$/;

/** Moves a file, across file systems too (the private folder may be on another mount than the uploads). */
async function moveFile(from: string, to: string): Promise<void> {
  await fsp.mkdir(path.dirname(to), { recursive: true });
  try {
    await fsp.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fsp.copyFile(from, to);
    await fsp.rm(from, { force: true });
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The two folders of a site on this machine (or a shared mount every server has). */
export function createDirFileStore(options: DirFileStoreOptions): FileStore {
  const roots = { uploads: path.resolve(options.uploadsDir), private: path.resolve(options.privateDir) };
  const fileOf = (key: string) => {
    checkedKey(key);
    const [top, ...rest] = key.split('/');
    const root = roots[top as keyof typeof roots];
    const file = path.resolve(root, ...rest);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
    return file;
  };
  const keyOf = (root: string, prefix: string, file: string) =>
    prefix + path.relative(root, file).split(path.sep).join('/');

  return {
    kind: 'dir',
    folders: roots,
    description: `${roots.uploads} and ${roots.private}`,

    async put(key, bytes, options) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written whole under another name and renamed: another server sharing the folder never reads half a file, and
      // a write that fails partway (the disk full) removes what it began.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await fsp.writeFile(partial, bytes, { flag: 'wx' });
        if (options?.dated) await fsp.utimes(partial, options.dated, options.dated);
        await fsp.rename(partial, file);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      try {
        return await fsp.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key) {
      const file = fileOf(key);
      try {
        const { size, isFile } = await fsp.stat(file).then((stat) => ({ size: stat.size, isFile: stat.isFile() }));
        return isFile ? { stream: fs.createReadStream(file), bytes: size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    has: (key) =>
      fsp.stat(fileOf(key)).then(
        (stat) => stat.isFile(),
        () => false,
      ),

    async remove(keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileOf(key), { force: true })));
    },

    async move(from, to, options) {
      const target = fileOf(to);
      try {
        await moveFile(fileOf(from), target);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      const dated = options?.dated ?? new Date();
      await fsp.utimes(target, dated, dated);
      return true;
    },

    async *list(prefix) {
      const [top] = prefix.split('/');
      const root = roots[top as keyof typeof roots];
      if (!root) return;
      const below = prefix.slice(top!.length + 1);
      // The folder the prefix names (its last part may be the beginning of a name).
      const dir = path.join(root, below.includes('/') ? below.slice(0, below.lastIndexOf('/')) : '');
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || PARTIAL.test(entry.name) || entry.name.startsWith('.')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = keyOf(root, `${top}/`, file);
        // Only the site's files, as a bucket lists them: a stray file (another program's, a name with a space) is
        // never handed to remove or put, which would refuse its key.
        if (!key.startsWith(prefix) || !isFileKey(key)) continue;
        const stat = await fsp.stat(file).catch(() => null);
        if (stat) yield { key, bytes: stat.size, dated: stat.mtime } satisfies StoredFile;
      }
    },

    async checkWritable() {
      // Each folder must take a file: made if missing (as the first upload makes it), one file written and removed.
      // A full or read-only disk fails, as a mount that went away does.
      for (const root of Object.values(roots)) {
        const probe = path.join(root, `.ready-${process.pid}-${randomBytes(6).toString('hex')}`);
        try {
          await fsp.mkdir(root, { recursive: true });
          await fsp.writeFile(probe, 'ready');
        } finally {
          await fsp.rm(probe, { force: true }).catch(() => undefined);
        }
      }
    },

    publicUrlOf: () => undefined,
  };
}
