// Draws the home page's hero and about pictures with the seed renderer (no downloads) into public/images/.
// The output is committed; run again only to change the pictures: npx tsx apps/web/scripts/generate-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { renderSeedImage } from '../../../packages/db/src/seed/images/render-seed-image.ts';
import type { SeedImage } from '../../../packages/db/src/seed/content/types.ts';

const out = path.resolve(import.meta.dirname, '../public/images');
fs.mkdirSync(out, { recursive: true });

const pictures: { name: string; image: SeedImage; sizes: [number, number][] }[] = [
  {
    name: 'hero-1',
    image: { motif: 'turbine', variant: 11 },
    sizes: [
      [1920, 1080],
      [960, 540],
    ],
  },
  {
    name: 'hero-2',
    image: { motif: 'plant', variant: 12 },
    sizes: [
      [1920, 1080],
      [960, 540],
    ],
  },
  {
    name: 'hero-3',
    image: { motif: 'offshore', variant: 13 },
    sizes: [
      [1920, 1080],
      [960, 540],
    ],
  },
  {
    name: 'hero-4',
    image: { motif: 'workshop', variant: 14 },
    sizes: [
      [1920, 1080],
      [960, 540],
    ],
  },
  {
    name: 'about-1',
    image: { motif: 'workshop', variant: 21 },
    sizes: [
      [1200, 816],
      [720, 490],
    ],
  },
  {
    name: 'about-2',
    image: { motif: 'control-room', variant: 22 },
    sizes: [
      [1200, 816],
      [720, 490],
    ],
  },
];

for (const picture of pictures) {
  for (const [index, [width, height]] of picture.sizes.entries()) {
    const file = path.join(out, `${picture.name}${index === 0 ? '' : `-${width}`}.webp`);
    fs.writeFileSync(file, await renderSeedImage(picture.image, { width, height }));
    console.log(`${path.relative(process.cwd(), file)} ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  }
}
