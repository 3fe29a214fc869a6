/** Shared pieces of the dusk scenes (plant, offshore): sky, sun, clouds, water. */
import { BG, C, type Rng, W, blur, hue, linear, mix, r, radial } from './common.ts';

export interface Dusk {
  defs: string;
  sky: string;
  horizon: number;
  sunX: number;
}

/** Sky from deep navy to a warm horizon glow with a low sun and a few soft clouds. */
export function duskSky(rng: Rng, horizon: number, hs: number): Dusk {
  const sunX = rng.range(180, 1020);
  const warmth = rng.range(0.65, 1);
  const defs = [
    linear(
      'sky',
      [
        [0, hue('#081424', hs)],
        [0.35, hue('#15325a', hs)],
        [0.68, hue('#4b6f96', hs)],
        [0.86, mix('#a9b8c8', '#f3b27a', warmth * 0.7)],
        [0.96, mix('#f6c08a', C.orange, warmth * 0.45)],
        [1, mix('#fbd6a8', C.amber, warmth * 0.4)],
      ],
      0,
      BG.y * 0.4,
      0,
      horizon,
      true,
    ),
    radial(
      'sun',
      [
        [0, '#fff6e4', 1],
        [0.05, '#ffe2b0', 0.95],
        [0.2, C.amber, 0.45],
        [0.55, C.orange, 0.16],
        [1, C.orange, 0],
      ],
      sunX,
      horizon - 8,
      520,
    ),
    linear(
      'cloud',
      [
        [0, '#9fb6cc', 0.55],
        [0.7, '#f4b27c', 0.5],
        [1, C.orange, 0.35],
      ],
      0,
      0,
      0,
      1,
    ),
    blur('cl', 6),
  ].join('');
  const clouds: string[] = [];
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    const y = rng.range(horizon * 0.25, horizon * 0.82);
    const cw = rng.range(180, 480);
    clouds.push(
      `<ellipse cx="${r(rng.range(-100, W + 100))}" cy="${r(y)}" rx="${r(cw)}" ry="${r(rng.range(6, 16))}" fill="url(#cloud)" opacity="${r(rng.range(0.35, 0.75))}"/>`,
    );
  }
  const sky = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${horizon - BG.y + 2}" fill="url(#sky)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${horizon - BG.y + 2}" fill="url(#sun)"/>`,
    `<g filter="url(#cl)">${clouds.join('')}</g>`,
  ].join('');
  return { defs, sky, horizon, sunX };
}

/** Distant hill bands in atmospheric perspective. */
export function hills(rng: Rng, horizon: number, colors: string[]): string {
  return colors
    .map((col, i) => {
      const base = horizon + 2;
      const amp = 14 + i * 10;
      const pts: string[] = [`${BG.x},${base}`];
      let y = base - amp * rng.range(0.3, 1);
      for (let x = BG.x; x <= W - BG.x; x += 80) {
        y = Math.min(base - 2, Math.max(base - amp * 1.5, y + rng.range(-amp * 0.35, amp * 0.35)));
        pts.push(`${x},${r(y)}`);
      }
      pts.push(`${W - BG.x},${base}`);
      return `<polygon points="${pts.join(' ')}" fill="${col}"/>`;
    })
    .join('');
}

/** Water below the horizon: dark gradient, sun glitter path and ripple lines. */
export function water(rng: Rng, horizon: number, sunX: number, hs: number): { defs: string; body: string } {
  const defs = [
    linear(
      'sea',
      [
        [0, hue('#3d5d80', hs)],
        [0.08, hue('#1d3a5c', hs)],
        [1, '#050c16'],
      ],
      0,
      horizon,
      0,
      horizon + 500,
      true,
    ),
    linear(
      'glit',
      [
        [0, '#ffe2b0', 0.9],
        [0.5, C.orange, 0.35],
        [1, C.orange, 0],
      ],
      0,
      horizon,
      0,
      horizon + 420,
      true,
    ),
  ].join('');
  const b: string[] = [`<rect x="${BG.x}" y="${horizon}" width="${BG.w}" height="${BG.h}" fill="url(#sea)"/>`];
  const lines: string[] = [];
  for (let y = horizon + 3; y < horizon + 460; y += 3 + (y - horizon) * 0.05) {
    const d = (y - horizon) / 400;
    const spread = 30 + d * 260;
    const count = 1 + Math.floor(rng.range(1, 3));
    for (let k = 0; k < count; k++) {
      const x = sunX + rng.range(-spread, spread);
      const len = rng.range(8, 40) * (0.6 + d * 2);
      lines.push(
        `<rect x="${r(x - len / 2)}" y="${r(y)}" width="${r(len)}" height="${r(1 + d * 2.5)}" fill="url(#glit)"/>`,
      );
    }
    if (rng.chance(0.6)) {
      const x = rng.range(-200, W + 200);
      lines.push(
        `<rect x="${r(x)}" y="${r(y)}" width="${r(rng.range(40, 160) * (0.5 + d))}" height="${r(0.8 + d * 1.5)}" fill="#9fb6cc" opacity="${r(0.05 + (1 - d) * 0.1)}"/>`,
      );
    }
  }
  b.push(lines.join(''));
  return { defs, body: b.join('') };
}
