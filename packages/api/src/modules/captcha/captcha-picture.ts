import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { loadSharp } from '../../platform/heavy-modules.ts';
import { createRequire } from 'node:module';

const WIDTH = 200;
const HEIGHT = 64;
/** Darker inks than the background, each readable at WCAG contrast. */
const INKS = ['#0b1a2e', '#1e3a5f', '#7c2d12', '#14532d', '#3b0764'];

const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const pick = <T>(values: readonly T[]) => values[randomInt(values.length)]!;

/** The part of opentype.js used here (the package ships no types; @types/opentype.js, for 1.x, drags in the DOM). */
interface Font {
  unitsPerEm: number;
  charToGlyph(char: string): {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { toPathData(decimals?: number): string };
  };
}
const require = createRequire(import.meta.url);

let font: Font | undefined;
/** Inter Bold, read once: the glyph outlines come from the font file, not from a package that names them. */
function glyphFont(): Font {
  if (!font) {
    const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): Font };
    const bytes = fs.readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return font;
}

/** Each character turned, slanted, sized and placed at random, so no two pictures of a code look alike. */
function glyphs(code: string): string {
  const glyphFontFile = glyphFont();
  const cell = (WIDTH - 16) / code.length;
  return [...code]
    .map((char, index) => {
      const size = between(36, 46);
      const glyph = glyphFontFile.charToGlyph(char);
      const width = ((glyph.advanceWidth ?? glyphFontFile.unitsPerEm / 2) / glyphFontFile.unitsPerEm) * size;
      const x = 8 + index * cell + (cell - width) / 2 + between(-3, 3);
      const y = HEIGHT / 2 + size * 0.36 + between(-5, 5);
      const outline = glyph.getPath(0, 0, size).toPathData(1);
      const turn = `rotate(${between(-22, 22).toFixed(1)} ${(width / 2).toFixed(1)} ${(-size * 0.36).toFixed(1)}) skewX(${between(-14, 14).toFixed(1)})`;
      return `<path d="${outline}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) ${turn}" fill="${pick(INKS)}"/>`;
    })
    .join('');
}

/** Curves across the code and specks around it: what defeats a reader that segments characters. */
function noise(): string {
  const curves = Array.from({ length: 4 }, () => {
    const [y1, y2, y3, y4] = [0, 0, 0, 0].map(() => between(8, HEIGHT - 8).toFixed(1));
    return `<path d="M0 ${y1} C${between(40, 80).toFixed(1)} ${y2} ${between(120, 160).toFixed(1)} ${y3} ${WIDTH} ${y4}" stroke="${pick(INKS)}" stroke-width="${between(1.2, 2.4).toFixed(1)}" fill="none"/>`;
  });
  const specks = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.6, 1.6).toFixed(1)}" fill="${pick(INKS)}" opacity="0.55"/>`,
  );
  return curves.join('') + specks.join('');
}

/**
 * The picture of a code as an SVG whose only content is a raster image (PNG): what the visitor sees is drawn,
 * distorted and speckled, then flattened into pixels, so the markup names no character (a script reading the
 * SVG's paths, as one could with svg-captcha, reads nothing). The `{ id, svg }` answer stays as before.
 */
export async function captchaPicture(code: string): Promise<string> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f1f5f9"/>${glyphs(code)}${noise()}</svg>`;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(drawing)).png({ compressionLevel: 9 }).toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><image width="${WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}
