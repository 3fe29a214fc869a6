/** Screen contents for the control room: trends, a plant mimic, a dashboard. Local coordinates 0..w, 0..h. */
import { C, type Rng, r, shade } from './common.ts';

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const txt = (x: number, y: number, size: number, fill: string, s: string, extra = '') =>
  `<text x="${r(x)}" y="${r(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${s}</text>`;

/** A smooth random walk as polyline points inside a box. */
function walk(rng: Rng, x: number, y: number, w: number, h: number, n: number, level: number, jitter: number): string {
  let v = level;
  let dv = 0;
  const out: string[] = [];
  for (let i = 0; i <= n; i++) {
    dv = dv * 0.7 + rng.range(-jitter, jitter);
    v = Math.max(0.08, Math.min(0.92, v + dv));
    out.push(`${r(x + (w * i) / n)},${r(y + h * (1 - v))}`);
  }
  return out.join(' ');
}

function header(w: number, title: string): string {
  return (
    `<rect width="${w}" height="22" fill="#ffffff" opacity="0.06"/>` +
    `<rect x="8" y="7" width="8" height="8" rx="2" fill="${C.orange}"/>` +
    txt(22, 15.5, 10, shade(C.mist, -0.1), title, ' font-weight="bold"') +
    txt(w - 52, 15.5, 9, C.steel3, '12:48:06')
  );
}

export function trendScreen(rng: Rng, w: number, h: number, title: string): string {
  const out: string[] = [header(w, title)];
  const gx = 14;
  const gy = 34;
  const gw = w - 28;
  const gh = h - 70;
  for (let i = 0; i <= 5; i++)
    out.push(`<rect x="${gx}" y="${r(gy + (gh * i) / 5)}" width="${gw}" height="1" fill="#ffffff" opacity="0.07"/>`);
  for (let i = 0; i <= 8; i++)
    out.push(`<rect x="${r(gx + (gw * i) / 8)}" y="${gy}" width="1" height="${gh}" fill="#ffffff" opacity="0.05"/>`);
  const colors = [C.orange, C.steel3, '#e2e8f0'];
  for (const [i, col] of colors.entries()) {
    const line = walk(rng, gx, gy, gw, gh, 60, rng.range(0.3, 0.75), 0.018 + i * 0.004);
    if (i === 0)
      out.push(`<polygon points="${gx},${gy + gh} ${line} ${gx + gw},${gy + gh}" fill="${C.orange}" opacity="0.1"/>`);
    out.push(
      `<polyline points="${line}" fill="none" stroke="${col}" stroke-width="${i === 0 ? 2.2 : 1.5}" stroke-linejoin="round" opacity="${i === 2 ? 0.7 : 1}"/>`,
    );
  }
  const labels = ['Leistung MW', 'Drehzahl 1/min', 'T Abgas °C'];
  labels.forEach((l, i) => {
    out.push(`<rect x="${14 + i * 118}" y="${h - 24}" width="10" height="3" fill="${colors[i]}"/>`);
    out.push(txt(28 + i * 118, h - 19, 9, C.steel3, l));
  });
  return out.join('');
}

export function mimicScreen(rng: Rng, w: number, h: number, title: string): string {
  const out: string[] = [header(w, title)];
  const cy = h * 0.52;
  const x0 = w * 0.12;
  const x1 = w * 0.88;
  const len = x1 - x0;
  const prof: Array<[number, number]> = [
    [0, 0.3],
    [0.08, 0.26],
    [0.42, 0.16],
    [0.48, 0.27],
    [0.6, 0.27],
    [0.64, 0.2],
    [0.82, 0.26],
    [1, 0.34],
  ];
  const topPts = prof.map(([f, rr]) => `${r(x0 + f * len)},${r(cy - rr * h)}`);
  const botPts = [...prof].reverse().map(([f, rr]) => `${r(x0 + f * len)},${r(cy + rr * h)}`);
  out.push(
    `<polygon points="${[...topPts, ...botPts].join(' ')}" fill="${C.steel}" fill-opacity="0.25" stroke="${C.steel3}" stroke-width="1.5"/>`,
  );
  out.push(
    `<rect x="${r(x0 + 0.48 * len)}" y="${r(cy - 0.12 * h)}" width="${r(0.12 * len)}" height="${r(0.24 * h)}" rx="4" fill="${C.orange}" opacity="0.85"/>`,
  );
  out.push(
    `<line x1="${r(x0 - 20)}" y1="${r(cy)}" x2="${r(x1 + 20)}" y2="${r(cy)}" stroke="${C.mist}" stroke-width="1" stroke-dasharray="6 4" opacity="0.5"/>`,
  );
  const tags = ['PT-101', 'TT-204', 'FT-310', 'VT-402'];
  tags.forEach((t, i) => {
    const tx = x0 + (0.1 + i * 0.26) * len;
    const ty = i % 2 ? cy + 0.36 * h : cy - 0.38 * h;
    out.push(
      `<rect x="${r(tx - 4)}" y="${r(ty - 11)}" width="74" height="16" rx="3" fill="${C.ink}" opacity="0.6" stroke="${C.steel2}" stroke-width="0.8"/>`,
    );
    out.push(txt(tx, ty + 1, 9, C.mist, `${t} ${rng.range(10, 99).toFixed(1)}`));
  });
  return out.join('');
}

export function dashScreen(rng: Rng, w: number, h: number, title: string): string {
  const out: string[] = [header(w, title)];
  const value = rng.range(28, 46).toFixed(1);
  out.push(txt(18, 66, 30, '#ffffff', value, ' font-weight="bold"'));
  out.push(txt(20 + value.length * 18.5, 66, 13, C.steel3, 'MW'));
  out.push(txt(18, 84, 9, C.steel3, 'Wirkleistung Generator'));
  const cx = w - 70;
  const cy = 70;
  const a = rng.range(0.45, 0.85);
  const arc = (frac: number) => {
    const t = Math.PI * (0.75 + 1.5 * frac);
    return `${r(cx + 36 * Math.cos(t))},${r(cy + 36 * Math.sin(t))}`;
  };
  out.push(
    `<path d="M${arc(0)} A36,36 0 1 1 ${arc(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="7" stroke-linecap="round"/>`,
  );
  out.push(
    `<path d="M${arc(0)} A36,36 0 ${a > 0.66 ? 1 : 0} 1 ${arc(a)}" fill="none" stroke="${C.orange}" stroke-width="7" stroke-linecap="round"/>`,
  );
  out.push(txt(cx - 14, cy + 5, 12, '#ffffff', `${Math.round(a * 100)}%`));
  const bars = 12;
  const bw = (w - 36) / bars;
  for (let i = 0; i < bars; i++) {
    const bh = rng.range(0.25, 1) * (h - 140);
    out.push(
      `<rect x="${r(18 + i * bw)}" y="${r(h - 22 - bh)}" width="${r(bw * 0.62)}" height="${r(bh)}" rx="1.5" fill="${i === bars - 1 ? C.orange : C.steel2}" opacity="${i === bars - 1 ? 1 : 0.75}"/>`,
    );
  }
  return out.join('');
}
