/** 'partner-logo': a clean logo card, a geometric mark in navy and orange beside the partner's name. */
import { C, type MotifInput, type Rng, esc, linear, makeRng, r, shade } from './common.ts';
import { FONT } from './screens.ts';

const NAVY = '#0b1d33';

/** Geometric marks drawn in a 100x100 box. */
const MARKS: Array<(rng: Rng) => string> = [
  // hexagon with chevron
  () =>
    `<polygon points="50,2 92,26 92,74 50,98 8,74 8,26" fill="${NAVY}"/>` +
    `<polygon points="22,32 58,41 58,59 22,68" fill="#ffffff"/>` +
    `<rect x="62" y="37" width="16" height="26" rx="3" fill="${C.orange}"/>`,
  // rotor swirl
  (rng) => {
    const n = rng.int(4, 6);
    const blades = Array.from({ length: n }, (_, i) => {
      const a = (360 / n) * i;
      return `<path d="M50,50 C58,30 74,18 94,22 C80,30 70,44 62,60 Z" fill="${NAVY}" transform="rotate(${r(a)} 50 50)"/>`;
    }).join('');
    return `${blades}<circle cx="50" cy="50" r="12" fill="${C.orange}"/><circle cx="50" cy="50" r="4" fill="#ffffff"/>`;
  },
  // stacked parallelograms
  () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<polygon points="${22 + i * 6},${12 + i * 28} ${92 + i * 6 - 12},${12 + i * 28} ${78 + i * 6 - 12},${34 + i * 28} ${8 + i * 6},${34 + i * 28}" fill="${i === 2 ? C.orange : i === 1 ? C.steel : NAVY}"/>`,
      )
      .join(''),
  // ring with orange arc
  () =>
    `<circle cx="50" cy="50" r="38" fill="none" stroke="${NAVY}" stroke-width="16"/>` +
    `<path d="M50,12 A38,38 0 0 1 88,50" fill="none" stroke="${C.orange}" stroke-width="16"/>` +
    `<circle cx="50" cy="50" r="11" fill="${NAVY}"/>`,
  // delta with flame dot
  () =>
    `<polygon points="50,6 96,90 4,90" fill="${NAVY}"/>` +
    `<polygon points="50,38 72,78 28,78" fill="#ffffff"/>` +
    `<circle cx="50" cy="64" r="9" fill="${C.orange}"/>`,
  // rounded square with stripes
  () =>
    `<rect x="4" y="4" width="92" height="92" rx="20" fill="${NAVY}"/>` +
    `<rect x="22" y="26" width="56" height="10" rx="5" fill="#ffffff"/>` +
    `<rect x="22" y="45" width="40" height="10" rx="5" fill="#ffffff" opacity="0.75"/>` +
    `<rect x="22" y="64" width="24" height="10" rx="5" fill="${C.orange}"/>`,
];

const TAGLINES = ['ENERGY SYSTEMS', 'TURBOMACHINERY', 'POWER SERVICES', 'INDUSTRIAL GAS TURBINES', 'ENGINEERING'];

/** Rough advance width of DejaVu Sans Bold per character, in em. */
function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += /[mwMW]/.test(ch) ? 1.05 : /[A-Z0-9]/.test(ch) ? 0.8 : /[ il.,'-]/.test(ch) ? 0.4 : 0.7;
  return w * size;
}

function splitLabel(label: string): string[] {
  if (label.length <= 18 || !label.includes(' ')) return [label];
  const mid = label.length / 2;
  let best = -1;
  for (let i = 0; i < label.length; i++)
    if (label[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return [label.slice(0, best), label.slice(best + 1)];
}

export function partnerLogoSvg({ width: w, height: h, variant, label }: MotifInput): string {
  const rng = makeRng(variant, 10);
  const name = (label ?? '').trim() || 'Partner';
  const mark = MARKS[Math.abs(variant) % MARKS.length]!(rng);
  const tagline = rng.pick(TAGLINES);
  const lines = splitLabel(name);
  const markSize = Math.min(h * 0.34, w * 0.22);
  const gap = markSize * 0.28;
  const maxText = w * 0.86 - markSize - gap;
  let size = Math.min(h * 0.15, markSize * (lines.length > 1 ? 0.4 : 0.52));
  const widest = Math.max(...lines.map((l) => textWidth(l, size)));
  if (widest > maxText) size *= maxText / widest;
  const textW = Math.max(...lines.map((l) => textWidth(l, size)), textWidth(tagline, size * 0.32) * 1.25);
  const groupW = markSize + gap + textW;
  const x0 = (w - groupW) / 2;
  const cy = h / 2;
  const tx = x0 + markSize + gap;
  const lineH = size * 1.08;
  const textTop = cy - (lines.length * lineH + size * 0.55) / 2 + size * 0.82;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${r(tx)}" y="${r(textTop + i * lineH)}" font-family="${FONT}" font-weight="bold" font-size="${r(size)}" fill="${NAVY}">${esc(l)}</text>`,
    )
    .join('');
  const tagY = textTop + (lines.length - 1) * lineH + size * 0.62;
  const tag = `<text x="${r(tx + 1)}" y="${r(tagY)}" font-family="${FONT}" font-size="${r(size * 0.3)}" letter-spacing="${r(size * 0.06)}" fill="${shade(C.steel, 0.1)}">${tagline}</text>`;
  const wm = Math.max(w, h) * 0.75;
  const defs = [
    linear(
      'card',
      [
        [0, '#ffffff'],
        [1, rng.pick(['#eef3f8', '#f1f5f9', '#edf1f6'])],
      ],
      0,
      0,
      0.4,
      1,
    ),
    linear(
      'shine',
      [
        [0, '#ffffff', 0.9],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      0,
      1,
    ),
  ].join('');
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#card)"/>`,
    `<g transform="translate(${r(w - wm * 0.55)} ${r(h - wm * 0.6)}) scale(${r(wm / 100)})" opacity="0.035">${mark}</g>`,
    `<rect width="${w}" height="${r(h * 0.5)}" fill="url(#shine)" opacity="0.6"/>`,
    `<g transform="translate(${r(x0)} ${r(cy - markSize / 2)}) scale(${(markSize / 100).toFixed(4)})">${mark}</g>`,
    text,
    tag,
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="none" stroke="#dbe3ec"/>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}
