import fs from 'node:fs/promises';
import path from 'node:path';
import type { SeedImage } from './content/types.ts';

export type RenderImage = (image: SeedImage) => Promise<Buffer>;

/** Where seed pictures are put, by key (`uploads/seed/…`): the API's file store, or a folder (folderOf). */
export interface SeedFiles {
  put(key: string, bytes: Buffer): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** The upload directory as seed files: `uploads/seed/x.webp` is `{uploadsDir}/seed/x.webp`. */
export function folderOf(uploadsDir: string): SeedFiles {
  const fileOf = (key: string) => path.join(uploadsDir, key.replace(/^uploads\//, ''));
  return {
    async put(key, bytes) {
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), bytes);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
  };
}

const keyOf = (image: SeedImage) => `${image.motif}-${image.variant}${image.label ? `-${image.label}` : ''}`;

/**
 * Writes seed pictures as `uploads/seed/…` (the rows name them so, as every upload is). Each distinct picture is drawn once; every use gets
 * its own file, because an image row owns its file and deleting the record deletes it.
 */
export class SeedImageStore {
  readonly written: string[] = [];
  private readonly rendered = new Map<string, Promise<Buffer>>();
  private counter = 0;

  constructor(
    private readonly files: SeedFiles,
    private readonly render: RenderImage,
  ) {}

  /** Draws the distinct pictures ahead, two at a time (librsvg draws on one core). */
  async prefetch(images: SeedImage[], concurrency = 2): Promise<void> {
    const pending = [...new Map(images.map((image) => [keyOf(image), image])).values()].filter(
      (image) => !this.rendered.has(keyOf(image)),
    );
    const worker = async () => {
      for (let image = pending.shift(); image; image = pending.shift()) {
        const bytes = this.render(image);
        this.rendered.set(keyOf(image), bytes);
        await bytes;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** Stores one use of a picture and returns its path relative to the backend base (`uploads/seed/…`). */
  async store(image: SeedImage): Promise<string> {
    const key = keyOf(image);
    let bytes = this.rendered.get(key);
    if (!bytes) {
      bytes = this.render(image);
      this.rendered.set(key, bytes);
    }
    const data = await bytes;
    const stored = `uploads/seed/${key.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}-${++this.counter}.webp`;
    await this.files.put(stored, data);
    this.written.push(stored);
    return stored;
  }

  /** Removes what was written, after a failed seed. */
  async discard(): Promise<void> {
    await this.files.remove(this.written);
  }
}
