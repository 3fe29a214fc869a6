import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeedImage } from '../content/types.ts';
import { drawnPictureName, drawPicturesAhead, withDrawnPictures } from './drawn-pictures.ts';
import { renderSeedImage } from './render-seed-image.ts';

const blades: SeedImage = { motif: 'blades', variant: 1 };
const plant: SeedImage = { motif: 'plant', variant: 2 };
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-drawn-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pictures drawn ahead', () => {
  it('draws each distinct picture once, keeps them for the next build and removes the ones no longer shown', async () => {
    expect(await drawPicturesAhead(dir, [blades, plant, blades])).toEqual({ drawn: 2, kept: 0 });
    expect(fs.readdirSync(dir).sort()).toEqual([drawnPictureName(blades), drawnPictureName(plant)].sort());
    expect(fs.readFileSync(path.join(dir, drawnPictureName(blades))).equals(await renderSeedImage(blades))).toBe(true);

    expect(await drawPicturesAhead(dir, [blades])).toEqual({ drawn: 0, kept: 1 });
    expect(fs.readdirSync(dir)).toEqual([drawnPictureName(blades)]);
  });

  it('names a picture after what it shows: another variant or label is another file', () => {
    expect(drawnPictureName(blades)).toBe(drawnPictureName({ motif: 'blades', variant: 1 }));
    expect(drawnPictureName(blades)).not.toBe(drawnPictureName({ motif: 'blades', variant: 2 }));
    expect(drawnPictureName({ motif: 'partner-logo', variant: 1, label: 'A' })).not.toBe(
      drawnPictureName({ motif: 'partner-logo', variant: 1, label: 'B' }),
    );
  });

  it('gives the seed the drawn file, and draws what was not drawn ahead', async () => {
    fs.writeFileSync(path.join(dir, drawnPictureName(blades)), 'drawn at build time');
    const drawnNow: SeedImage[] = [];
    const render = withDrawnPictures(dir, async (image) => {
      drawnNow.push(image);
      return Buffer.from('drawn now');
    });
    expect((await render(blades)).toString()).toBe('drawn at build time');
    expect((await render(plant)).toString()).toBe('drawn now');
    expect(drawnNow).toEqual([plant]);
  });
});
