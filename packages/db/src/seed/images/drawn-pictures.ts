import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SeedImage } from '../content/types.ts';
import type { RenderImage } from '../seed-images.ts';
import { renderSeedImage, seedImageSvg, SEED_IMAGE_ENCODING } from './render-seed-image.ts';

/**
 * The seed's pictures drawn ahead of a first start (the server's build draws them into `dist/seed-pictures/`):
 * drawing them takes tens of seconds, reading them milliseconds. A file is named after a hash of what it shows and
 * how it is encoded, so a changed motif is drawn again and a stale file is never used.
 */
export const drawnPictureName = (image: SeedImage) =>
  `${crypto.createHash('sha256').update(seedImageSvg(image)).update(JSON.stringify(SEED_IMAGE_ENCODING)).digest('hex').slice(0, 32)}.webp`;

/** A renderer that reads a picture drawn ahead from `dir` and draws the ones it does not find there. */
export function withDrawnPictures(dir: string, draw: RenderImage = (image) => renderSeedImage(image)): RenderImage {
  return async (image) => {
    try {
      return await fs.readFile(path.join(dir, drawnPictureName(image)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return draw(image);
    }
  };
}

/**
 * Draws into `dir` every picture of `images` not drawn there yet (two at a time: the image library draws on one
 * core) and removes the files no picture names any more; says how many it drew and kept.
 */
export async function drawPicturesAhead(dir: string, images: SeedImage[]): Promise<{ drawn: number; kept: number }> {
  await fs.mkdir(dir, { recursive: true });
  const wanted = new Map(images.map((image) => [drawnPictureName(image), image]));
  const present = new Set((await fs.readdir(dir)).filter((name) => name.endsWith('.webp')));
  await Promise.all(
    [...present].filter((name) => !wanted.has(name)).map((name) => fs.rm(path.join(dir, name), { force: true })),
  );
  const missing = [...wanted].filter(([name]) => !present.has(name));
  const drawOne = async () => {
    for (let next = missing.shift(); next; next = missing.shift()) {
      const [name, image] = next;
      // Written aside and renamed, so a build stopped halfway leaves no cut-off picture to be read as a whole one.
      const partial = path.join(dir, `${name}.partial`);
      await fs.writeFile(partial, await renderSeedImage(image));
      await fs.rename(partial, path.join(dir, name));
    }
  };
  const toDraw = missing.length;
  await Promise.all([drawOne(), drawOne()]);
  return { drawn: toDraw, kept: wanted.size - toDraw };
}
