import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import type { SeedMotif } from '../content/types.ts';
import { renderSeedImage, seedImageSvg } from './render-seed-image.ts';

const MOTIFS: SeedMotif[] = [
  'turbine',
  'blades',
  'combustor',
  'rotor',
  'control-room',
  'workshop',
  'plant',
  'offshore',
  'inspection',
  'partner-logo',
];

describe('renderSeedImage', () => {
  for (const motif of MOTIFS) {
    it(`renders '${motif}' as WebP of the asked size, different per variant`, async () => {
      const label = motif === 'partner-logo' ? 'Müller & Söhne <Turbo>' : undefined;
      const a = await renderSeedImage({ motif, variant: 1, label }, { width: 480, height: 320 });
      const b = await renderSeedImage({ motif, variant: 2, label }, { width: 480, height: 320 });
      const meta = await sharp(a).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(320);
      expect(a.equals(b)).toBe(false);
    });
  }

  it('uses 1200x800 by default', async () => {
    const meta = await sharp(await renderSeedImage({ motif: 'turbine', variant: 3 })).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
  });

  it('handles other aspect ratios', async () => {
    for (const size of [
      { width: 400, height: 400 },
      { width: 1600, height: 500 },
    ]) {
      const meta = await sharp(await renderSeedImage({ motif: 'plant', variant: 4 }, size)).metadata();
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
    }
  });

  it('is deterministic for the same variant', async () => {
    expect(seedImageSvg({ motif: 'blades', variant: 7 })).toBe(seedImageSvg({ motif: 'blades', variant: 7 }));
  });

  it('escapes the label for XML', () => {
    const svg = seedImageSvg({ motif: 'partner-logo', variant: 0, label: 'A & B <"x">' });
    expect(svg).toContain('A &amp; B &lt;&quot;x&quot;&gt;');
    expect(svg).not.toContain('<"x">');
  });
});
