/** A gas turbine package in side view with a quarter cutaway, drawn in local units (axis at y=0, x 0..970). */
import { C, type Rng, blur, hue, linear, metalStops, mix, pts, r, radial, shade } from './common.ts';

export interface TurbineBodyOptions {
  cut: boolean;
  skid: boolean;
  hueShift: number;
}

type Pt = [number, number];

/** Outer casing radius along the axis. */
const PROFILE: Pt[] = [
  [118, 148],
  [150, 128],
  [450, 104],
  [462, 126],
  [474, 138],
  [486, 142],
  [586, 142],
  [600, 134],
  [612, 118],
  [740, 134],
  [850, 152],
];
const HUB: Pt[] = [
  [150, 52],
  [450, 66],
  [462, 40],
  [600, 40],
  [612, 72],
  [740, 80],
];

function interp(table: Pt[], x: number): number {
  if (x <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    const [x0, y0] = table[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return table[table.length - 1]![1];
}

export function turbineBody(p: string, rng: Rng, o: TurbineBodyOptions): { defs: string; body: string } {
  const steel = hue(C.steel2, o.hueShift);
  const paint = hue(rng.pick([C.steel, '#27466b', '#36597f']), o.hueShift);
  const hot = mix(C.steel3, '#d9a066', 0.45);
  const stages = rng.int(11, 15);
  const defs: string[] = [
    linear(`${p}cas`, metalStops(steel, 0.28), 0, -170, 0, 170, true),
    linear(
      `${p}box`,
      [
        [0, shade(paint, 0.25)],
        [0.3, shade(paint, 0.08)],
        [1, shade(paint, -0.45)],
      ],
      0,
      -210,
      0,
      190,
      true,
    ),
    linear(`${p}drum`, metalStops(shade(steel, 0.15), 0.4), 0, -75, 0, 0, true),
    linear(
      `${p}bl`,
      [
        [0, shade(C.steel3, 0.55)],
        [0.5, C.steel3],
        [1, shade(C.steel2, -0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      `${p}vn`,
      [
        [0, shade(steel, -0.1)],
        [1, shade(steel, -0.55)],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      `${p}hb`,
      [
        [0, shade(hot, 0.4)],
        [0.3, hot],
        [0.7, shade(hot, -0.35)],
        [1, shade(hot, -0.7)],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      `${p}in`,
      [
        [0, shade(C.ink, 0.12)],
        [1, C.ink],
      ],
      0,
      -140,
      0,
      0,
      true,
    ),
    linear(`${p}fl`, metalStops(shade(steel, 0.1), 0.3), 0, 0, 0, 1),
    linear(
      `${p}sk`,
      [
        [0, shade(C.navy2, 0.35)],
        [0.12, C.navy2],
        [0.85, C.ink],
        [1, shade(C.navy2, 0.1)],
      ],
      0,
      0,
      0,
      1,
    ),
    radial(
      `${p}flame`,
      [
        [0, '#fffbeb'],
        [0.25, C.amber],
        [0.6, C.orange],
        [1, C.ember, 0.2],
      ],
      30,
      0,
      100,
    ),
    linear(`${p}lin`, metalStops(C.steel3, 0.3, 0.8), 0, 0, 0, 1),
    radial(
      `${p}spill`,
      [
        [0, C.orange, 0.55],
        [0.5, C.orange, 0.14],
        [1, C.orange, 0],
      ],
      548,
      -70,
      260,
    ),
    blur(`${p}gl`, 14),
  ];
  const b: string[] = [];
  const top = (x0: number, x1: number, f: (x: number) => number, n = 24) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / n;
      return [x, f(x)] as Pt;
    });

  if (o.skid) {
    b.push(`<rect x="-20" y="186" width="1010" height="44" rx="3" fill="url(#${p}sk)"/>`);
    b.push(`<rect x="-20" y="186" width="1010" height="3" fill="${shade(C.steel2, 0.2)}" opacity="0.7"/>`);
    for (let x = 30; x < 980; x += 120)
      b.push(`<rect x="${x}" y="194" width="4" height="30" fill="${C.ink}" opacity="0.5"/>`);
  }
  // supports and pedestals
  for (const [x, w] of [
    [160, 60],
    [770, 70],
  ] as Pt[]) {
    const y0 = interp(PROFILE, x) - 8;
    b.push(
      `<polygon points="${pts([
        [x - w / 2 + 10, y0],
        [x + w / 2 - 10, y0],
        [x + w / 2, 186],
        [x - w / 2, 186],
      ])}" fill="url(#${p}box)"/>`,
    );
  }
  // intake plenum and exhaust collector
  b.push(`<rect x="0" y="-176" width="124" height="356" rx="4" fill="url(#${p}box)"/>`);
  b.push(`<rect x="14" y="-214" width="96" height="40" rx="3" fill="url(#${p}box)"/>`);
  b.push(`<rect x="8" y="-220" width="108" height="9" rx="2" fill="url(#${p}fl)"/>`);
  b.push(`<rect x="846" y="-200" width="124" height="386" rx="4" fill="url(#${p}box)"/>`);
  b.push(`<rect x="858" y="-232" width="100" height="34" rx="3" fill="url(#${p}box)"/>`);
  b.push(`<rect x="852" y="-238" width="112" height="9" rx="2" fill="url(#${p}fl)"/>`);
  for (let x = 20; x < 120; x += 20)
    b.push(`<rect x="${x}" y="-170" width="1.5" height="344" fill="${C.ink}" opacity="0.25"/>`);
  for (let x = 866; x < 966; x += 24)
    b.push(`<rect x="${x}" y="-194" width="1.5" height="374" fill="${C.ink}" opacity="0.25"/>`);
  b.push(
    `<rect x="0" y="-176" width="124" height="3" fill="#fff" opacity="0.25"/><rect x="846" y="-200" width="124" height="3" fill="#fff" opacity="0.25"/>`,
  );

  // casing silhouette
  const upper = top(118, 850, (x) => -interp(PROFILE, x), 60);
  const lower = top(850, 118, (x) => interp(PROFILE, x), 60);
  b.push(`<polygon points="${pts([...upper, ...lower])}" fill="url(#${p}cas)"/>`);
  b.push(
    `<polyline points="${pts(top(150, 840, (x) => -interp(PROFILE, x) + 3, 40))}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`,
  );
  // flanges with bolts
  const flanges = [150, 300, 452, 478, 594, 612, 740, 850];
  for (const x of flanges) {
    const R = interp(PROFILE, x) + 6;
    b.push(`<rect x="${x - 5}" y="${r(-R)}" width="10" height="${r(2 * R)}" rx="2" fill="url(#${p}fl)"/>`);
    b.push(`<rect x="${x + 5}" y="${r(-R + 4)}" width="3" height="${r(2 * R - 8)}" fill="${C.ink}" opacity="0.25"/>`);
    if (x === 150 || x === 478 || x === 740) {
      for (let y = -R + 12; y < R - 6; y += 24)
        b.push(`<circle cx="${x}" cy="${r(y)}" r="2.4" fill="${shade(C.steel3, 0.4)}" opacity="0.7"/>`);
    }
  }
  // fuel manifold and piping
  const pipe = (d: string) =>
    `<path d="${d}" fill="none" stroke="${shade(C.navy2, 0.1)}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.steel3}" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round" transform="translate(-1.5 -1.5)"/>`;
  b.push(pipe('M 470 196 L 470 150 Q 470 128 492 128 L 540 128'));
  b.push(pipe('M 520 196 L 520 168 Q 520 150 540 150 L 560 150'));
  b.push(pipe('M 500 10 L 500 146'));
  for (const y of [40, 80, 120]) b.push(pipe(`M 500 ${y} L 530 ${y}`));

  if (o.cut) {
    const x0 = 162;
    const x1 = 736;
    const inner = top(x0, x1, (x) => -interp(PROFILE, x) + 10, 80);
    b.push(`<polygon points="${pts([...inner, [x1, 0], [x0, 0]])}" fill="url(#${p}in)"/>`);
    b.push(`<polygon points="${pts([...inner, [x1, 0], [x0, 0]])}" fill="url(#${p}spill)"/>`);
    // rotor drum and shaft
    b.push(
      `<polygon points="${pts([...top(x0, x1, (x) => -interp(HUB, x), 40), [x1, 0], [x0, 0]])}" fill="url(#${p}drum)"/>`,
    );
    // compressor stages
    const pitch = (440 - 172) / stages;
    for (let i = 0; i < stages; i++) {
      const x = 172 + i * pitch;
      const bw = pitch * 0.42;
      const hub = -interp(HUB, x);
      const tip = -interp(PROFILE, x) + 13;
      b.push(
        `<polygon points="${pts([
          [x, hub],
          [x + bw, hub],
          [x + bw * 0.86, tip],
          [x + bw * 0.14, tip],
        ])}" fill="url(#${p}bl)"/>`,
      );
      const vx = x + pitch * 0.58;
      b.push(
        `<rect x="${r(vx)}" y="${r(-interp(PROFILE, vx) + 10)}" width="${r(pitch * 0.26)}" height="${r(interp(PROFILE, vx) - interp(HUB, vx) - 14)}" fill="url(#${p}vn)"/>`,
      );
    }
    // turbine stages
    for (let i = 0; i < 4; i++) {
      const x = 618 + i * 30;
      const hub = -interp(HUB, x);
      const tip = -interp(PROFILE, x) + 12;
      b.push(`<rect x="${x}" y="${r(tip)}" width="8" height="${r(hub - tip - 4)}" fill="url(#${p}vn)"/>`);
      b.push(
        `<polygon points="${pts([
          [x + 13, hub],
          [x + 25, hub],
          [x + 24, tip + 2],
          [x + 14, tip + 2],
        ])}" fill="url(#${p}hb)"/>`,
      );
    }
    b.push(
      `<rect x="618" y="${r(-interp(PROFILE, 618) + 12)}" width="40" height="${r(interp(PROFILE, 618) - 70)}" fill="${C.orange}" opacity="0.22"/>`,
    );
    // combustor can with flame
    b.push(`<ellipse cx="552" cy="-80" rx="80" ry="40" fill="${C.orange}" opacity="0.6" filter="url(#${p}gl)"/>`);
    b.push(`<g transform="translate(500 -106) rotate(17)">`);
    b.push(`<rect x="-34" y="-5" width="24" height="10" rx="2" fill="url(#${p}fl)"/>`);
    b.push(`<path d="M0,-22 Q-16,-22 -16,0 Q-16,22 0,22 L84,22 L122,11 L122,-11 L84,-22 Z" fill="url(#${p}lin)"/>`);
    b.push(
      `<path d="M2,-15 Q-9,-15 -9,0 Q-9,15 2,15 L84,15 L116,7 L116,-7 L84,-15 Z" fill="${C.ink}" opacity="0.85"/>`,
    );
    b.push(`<path d="M-6,0 C 14,-16 56,-15 116,-5 L116,5 C 56,15 14,16 -6,0 Z" fill="url(#${p}flame)"/>`);
    b.push(`<path d="M-4,0 C 12,-7 40,-6 80,-1 L80,1 C 40,6 12,7 -4,0 Z" fill="#fff7e0" opacity="0.75"/>`);
    for (let x = 12; x < 84; x += 16)
      b.push(
        `<rect x="${x}" y="-22" width="2.5" height="7" fill="${shade(C.steel3, 0.4)}"/><rect x="${x}" y="15" width="2.5" height="7" fill="${shade(C.steel3, 0.1)}"/>`,
      );
    b.push(`</g>`);
    // cut faces
    b.push(`<polyline points="${pts(inner)}" fill="none" stroke="${shade(C.steel3, 0.45)}" stroke-width="2.5"/>`);
    b.push(`<rect x="${x0 - 4}" y="-3" width="${x1 - x0 + 8}" height="8" rx="2" fill="url(#${p}fl)"/>`);
  }
  return { defs: defs.join(''), body: b.join('') };
}
