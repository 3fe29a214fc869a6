/** 'inspection': a borescope view into the hot section, blade edges under LED light, with measurement overlay. */
import { C, H, type MotifInput, W, blur, frame, hue, linear, makeRng, mix, r, radial, shade } from './common.ts';
import { FONT } from './screens.ts';

export function inspectionSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 9);
  const hs = rng.range(-3, 6);
  const cx = W / 2;
  const cy = H / 2;
  const R = 340;
  const metal = mix(hue('#9aabbd', hs), '#d9b07a', rng.range(0.3, 0.6));
  const vp: [number, number] = [cx + rng.range(120, 220), cy - rng.range(40, 120)];
  const start: [number, number] = [cx - rng.range(180, 260), cy + rng.range(60, 140)];
  const tilt = rng.range(-28, -12);
  const count = 7;

  const defs: string[] = [
    `<clipPath id="lens"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`,
    radial(
      'deep',
      [
        [0, shade(metal, -0.7)],
        [0.5, shade(hue(C.navy2, hs), -0.4)],
        [1, '#020305'],
      ],
      vp[0],
      vp[1],
      520,
    ),
    linear(
      'bl',
      [
        [0, shade(metal, -0.3)],
        [0.05, shade(metal, 0.75)],
        [0.14, shade(metal, 0.3)],
        [0.45, metal],
        [0.8, shade(metal, -0.5)],
        [1, shade(metal, -0.8)],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'plat',
      [
        [0, shade(metal, -0.45)],
        [0.5, shade(metal, -0.75)],
        [1, '#020305'],
      ],
      0,
      0,
      0,
      1,
    ),
    `<radialGradient id="burn"><stop offset="0" stop-color="${shade(C.ember, -0.55)}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${C.ember}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/></radialGradient>`,
    radial(
      'led',
      [
        [0, '#fff1d6', 0.22],
        [0.4, '#000', 0],
        [0.78, '#000', 0.55],
        [1, '#000', 0.95],
      ],
      cx - 60,
      cy - 20,
      R + 40,
    ),
    radial(
      'edge',
      [
        [0.86, '#000', 0],
        [1, '#000', 0.9],
      ],
      cx,
      cy,
      R,
    ),
    blur('soft', 1.2),
  ];
  const blades: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const s = Math.pow(0.7, i);
    const t = 1 - s;
    const x = start[0] + (vp[0] - start[0]) * t;
    const y = start[1] + (vp[1] - start[1]) * t;
    const dark = Math.min(0.85, i * 0.13);
    const shape = 'M-60,420 C30,160 -90,-160 0,-420 L140,-420 C60,-150 170,150 120,420 Z';
    blades.push(
      `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(tilt)}) scale(${r(s * 1.05)} ${r(s)})">` +
        `<path d="${shape}" fill="url(#bl)"/>` +
        `<path d="M-54,420 C36,160 -84,-160 6,-420" fill="none" stroke="#fffaf0" stroke-opacity="${r(0.55 - dark * 0.5)}" stroke-width="${r(5 / Math.max(s, 0.3))}"/>` +
        `<path d="${shape}" fill="#05080d" opacity="${r(dark)}"/>` +
        `</g>`,
    );
  }
  // cooling holes and a coating defect on the nearest blade
  const near = `translate(${r(start[0])} ${r(start[1])}) rotate(${r(tilt)}) scale(1.05 1)`;
  const holes: string[] = [];
  for (let k = 0; k < 9; k++)
    holes.push(
      `<ellipse cx="${r(-14 + 22 * Math.sin(k * 0.55 - 1.6))}" cy="${r(-260 + k * 52)}" rx="4" ry="6" fill="#0a0d12" opacity="0.7"/>`,
    );
  const defY = rng.range(-120, 60);
  const defect = `<ellipse cx="30" cy="${r(defY)}" rx="${r(rng.range(18, 26))}" ry="${r(rng.range(30, 42))}" fill="url(#burn)"/>`;

  // measurement overlay (in screen space)
  const mAngle = (tilt * Math.PI) / 180;
  const rot = (px: number, py: number): [number, number] => [
    start[0] + 1.05 * px * Math.cos(mAngle) - py * Math.sin(mAngle),
    start[1] + 1.05 * px * Math.sin(mAngle) + py * Math.cos(mAngle),
  ];
  const a = rot(-10, defY - 40);
  const b = rot(70, defY + 40);
  const mm = rng.range(0.3, 1.4).toFixed(2).replace('.', ',');
  const cross = ([x, y]: [number, number]) =>
    `<path d="M${r(x - 10)},${r(y)} h20 M${r(x)},${r(y - 10)} v20" stroke="${C.orange}" stroke-width="2"/><circle cx="${r(x)}" cy="${r(y)}" r="5" fill="none" stroke="${C.orange}" stroke-width="1.5"/>`;
  const lx = Math.max(a[0], b[0]) + 24;
  const ly = (a[1] + b[1]) / 2;
  const overlay = [
    `<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(b[0])}" y2="${r(b[1])}" stroke="${C.orange}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    cross(a),
    cross(b),
    `<rect x="${r(lx)}" y="${r(ly - 16)}" width="96" height="28" rx="4" fill="#05080d" opacity="0.75"/>`,
    `<text x="${r(lx + 12)}" y="${r(ly + 4)}" font-family="${FONT}" font-size="15" font-weight="bold" fill="#fff">${mm} mm</text>`,
  ].join('');

  const u = Math.min(width / W, height / H);
  const fs = Math.max(9, 15 * u);
  const m = 60 * u;
  const hud = (x: number, y: number, s: string, anchor = 'start', fill = '#9fb6cc') =>
    `<text x="${r(x)}" y="${r(y)}" font-family="${FONT}" font-size="${r(fs)}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${r(u)}">${s}</text>`;
  const stage = rng.pick(['HPT Stufe 1', 'HPT Stufe 2', 'LPT Stufe 1', 'Verdichter Stufe 14']);
  const blade = rng.int(3, 61);
  const ticks: string[] = [];
  for (let k = 0; k <= 10; k++) {
    const th = (k % 5 ? 8 : 14) * u;
    ticks.push(
      `<rect x="${r(m + k * 14 * u)}" y="${r(height - 56 * u - th)}" width="${r(Math.max(1, 1.5 * u))}" height="${r(th)}" fill="#9fb6cc"/>`,
    );
  }
  const overlayHud = [
    hud(m, 70 * u, 'BORESKOP · CH 1 · 6,0 mm'),
    hud(width - m, 70 * u, 'REC', 'end', '#e2e8f0'),
    `<circle cx="${r(width - m - 50 * u)}" cy="${r(65 * u)}" r="${r(6 * u)}" fill="${C.orange}"/>`,
    hud(m, height - 84 * u, `${stage} · Schaufel ${blade}`),
    hud(width - m, height - 50 * u, `LED ${rng.int(60, 95)} % · Zoom ${rng.int(1, 3)}x`, 'end'),
    ticks.join(''),
    hud(m + 156 * u, height - 50 * u, '5 mm'),
  ].join('');

  const body = [
    `<rect x="-1200" y="-800" width="3600" height="2400" fill="#03060b"/>`,
    `<rect x="-1200" y="-800" width="3600" height="2400" fill="url(#bgGlow)"/>`,
    `<g clip-path="url(#lens)">`,
    `<rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}" fill="url(#deep)"/>`,
    `<path d="M${cx - R},${cy + R} L${cx - R},${r(start[1] + 250)} C${r(start[0] + 200)},${r(start[1] + 160)} ${r(vp[0] - 80)},${r(vp[1] + 150)} ${cx + R},${r(vp[1] + 110)} L${cx + R},${cy + R} Z" fill="url(#plat)"/>`,
    `<g filter="url(#soft)">${blades.join('')}</g>`,
    `<g transform="${near}">${holes.join('')}${defect}</g>`,
    `<rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}" fill="url(#led)"/>`,
    `<rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}" fill="url(#edge)"/>`,
    overlay,
    `</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${R + 1}" fill="none" stroke="#1b2a3c" stroke-width="3"/>`,
    `<path d="M${cx - 14},${cy} h28 M${cx},${cy - 14} v28" stroke="#fff" stroke-opacity="0.35" stroke-width="1.2"/>`,
  ].join('');
  defs.push(
    radial(
      'bgGlow',
      [
        [0, hue(C.navy2, hs), 0.7],
        [1, '#03060b', 0],
      ],
      cx,
      cy,
      560,
    ),
  );
  return frame(width, height, defs.join(''), body, overlayHud);
}
