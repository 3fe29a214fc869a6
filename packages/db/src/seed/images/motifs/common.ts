/** Shared helpers for the seed image motifs: deterministic randomness, colours, gradients, framing. */

export interface MotifInput {
  width: number;
  height: number;
  variant: number;
  label?: string;
}

export type MotifRenderer = (input: MotifInput) => string;

/** Design space every scene motif draws in; the frame scales it to the asked size. */
export const W = 1200;
export const H = 800;

/** Site palette. */
export const C = {
  ink: '#07111f',
  navy: '#0b1d33',
  navy2: '#12294a',
  steel: '#2d5175',
  steel2: '#4d7aa3',
  steel3: '#8fb1cf',
  mist: '#d8e4ee',
  white: '#f6f9fc',
  orange: '#f97316',
  amber: '#fbbf24',
  ember: '#c2410c',
} as const;

/** mulberry32: tiny, fast, deterministic PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function makeRng(variant: number, salt = 0): Rng {
  const base = mulberry32(Math.imul((variant | 0) + 1, 0x9e3779b1) ^ Math.imul(salt + 7, 0x85ebca6b));
  base();
  const rng = (() => base()) as Rng;
  rng.range = (min, max) => min + (max - min) * base();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * base());
  rng.pick = (items) => items[Math.floor(base() * items.length) % items.length]!;
  rng.chance = (p) => base() < p;
  return rng;
}

/** Escape text for use in XML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Round for compact SVG numbers. */
export const r = (n: number): string => (Math.round(n * 10) / 10).toString();

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear mix of two hex colours, t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  return toHex(pa.map((v, i) => v + (pb[i]! - v) * t));
}

/** Lighten (amt>0, towards white) or darken (amt<0, towards black). */
export function shade(hex: string, amt: number): string {
  return amt >= 0 ? mix(hex, '#ffffff', amt) : mix(hex, '#000000', -amt);
}

/** Small hue rotation in degrees, for per-variant colour shifts. */
export function hue(hex: string, deg: number): string {
  const [r0, g0, b0] = parse(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r0, g0, b0);
  const min = Math.min(r0, g0, b0);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r0 ? ((g0 - b0) / d) % 6 : max === g0 ? (b0 - r0) / d + 2 : (r0 - g0) / d + 4;
  h = (h * 60 + deg + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const seg = Math.floor(h / 60);
  const rgb = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][seg]!;
  return toHex(rgb.map((v) => (v + m) * 255));
}

export type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${r(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
}

/** Linear gradient; coordinates in user space when `user` is set, else fractions of the bounding box. */
export function linear(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  const f = (n: number) => (user ? r(n) : `${r(n * 100)}%`);
  return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stops(list)}</linearGradient>`;
}

/** Radial gradient in user space. */
export function radial(
  id: string,
  list: Stop[],
  cx: number,
  cy: number,
  rad: number,
  fx = cx,
  fy = cy,
  extra = '',
): string {
  return `<radialGradient id="${id}" cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fx="${r(fx)}" fy="${r(fy)}" gradientUnits="userSpaceOnUse"${extra}>${stops(list)}</radialGradient>`;
}

/** Gaussian blur filter with a generous region. */
export function blur(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

/** Brushed-metal stops along a cylinder or plate, lit from `light` (0 top .. 1 bottom). */
export function metalStops(base: string, light = 0.3, contrast = 1): Stop[] {
  const k = contrast;
  return [
    [0, shade(base, -0.45 * k)],
    [Math.max(0.02, light - 0.2), shade(base, 0.1 * k)],
    [light, shade(base, 0.55 * k)],
    [Math.min(0.97, light + 0.12), shade(base, 0.15 * k)],
    [Math.min(0.98, light + 0.35), shade(base, -0.25 * k)],
    [0.92, shade(base, -0.05 * k)],
    [1, shade(base, -0.55 * k)],
  ];
}

/** Background area that covers any aspect ratio around the design space. */
export const BG = { x: -W, y: -H, w: W * 3, h: H * 3 } as const;

/** Darkened edges, like a lens. */
export function vignette(id: string, strength = 0.55, color: string = C.ink): { def: string; use: string } {
  return {
    def: radial(
      id,
      [
        [0.45, color, 0],
        [0.85, color, strength * 0.7],
        [1.25, color, strength],
      ],
      W / 2,
      H / 2,
      820,
      W / 2,
      H * 0.45,
    ),
    use: `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#${id})"/>`,
  };
}

/**
 * Wrap a scene drawn in the 1200x800 design space into an SVG of the asked size.
 * The scene is scaled between "contain" and "cover" so odd aspect ratios crop a little and extend the background a little.
 * `overlay` is drawn unscaled in output pixels (for HUD text pinned to the corners).
 */
export function frame(width: number, height: number, defs: string, body: string, overlay = ''): string {
  const contain = Math.min(width / W, height / H);
  const cover = Math.max(width / W, height / H);
  const s = Math.min(cover, contain * 1.3);
  const tx = (width - W * s) / 2;
  const ty = (height - H * s) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs><g transform="translate(${r(tx)} ${r(ty)}) scale(${s.toFixed(5)})">${body}</g>${overlay}</svg>`
  );
}

/** Polygon points attribute from [x, y] pairs. */
export const pts = (list: Array<[number, number]>): string => list.map(([x, y]) => `${r(x)},${r(y)}`).join(' ');
