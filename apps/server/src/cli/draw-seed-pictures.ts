// Run by the server's build (scripts/build.mjs): draws the demo content's pictures into dist/seed-pictures/, so that
// a first start copies them instead of drawing them (tens of seconds on two cores). Only new or changed pictures are
// drawn, so a build after a code change costs nothing here.
import path from 'node:path';
import { drawPicturesAhead, seedPictures } from '@tp/db/seed';
import { DRAWN_SEED_PICTURES_DIR } from './drawn-seed-pictures-dir.ts';

const started = performance.now();
const { drawn, kept } = await drawPicturesAhead(DRAWN_SEED_PICTURES_DIR, seedPictures());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Demo pictures in ${path.relative(process.cwd(), DRAWN_SEED_PICTURES_DIR)}/: ${drawn} drawn (${seconds} s), ${kept} kept from the last build`,
);
