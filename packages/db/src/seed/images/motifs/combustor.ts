/** 'combustor': an annular combustion chamber seen from the front, burners glowing orange and amber. */
import {
  BG,
  C,
  H,
  type MotifInput,
  blur,
  frame,
  hue,
  linear,
  makeRng,
  mix,
  pts,
  r,
  radial,
  shade,
  vignette,
} from './common.ts';
import { type Cam, project } from './project.ts';

export function combustorSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 3);
  const hs = rng.range(-3, 6);
  const n = rng.int(18, 26);
  const cam: Cam = {
    yaw: rng.range(0.45, 0.65) * (rng.chance(0.5) ? 1 : -1),
    pitch: rng.range(-0.4, -0.25),
    dist: 1250,
    focal: 1000,
    cx: rng.range(560, 640),
    cy: rng.range(400, 440),
  };
  const metal = hue('#8193a6', hs);
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const ring = (rad: number, z: number, k = 96) =>
    Array.from({ length: k }, (_, j) => {
      const t = (j / k) * Math.PI * 2;
      const q = P(Math.cos(t) * rad, Math.sin(t) * rad, z);
      return [q[0], q[1]] as [number, number];
    });
  const annulus = (ro: number, ri: number, z: number) => {
    const a = ring(ro, z);
    const b = ring(ri, z).reverse();
    return `M${pts(a)}Z M${pts(b)}Z`;
  };
  const c0 = P(0, 0, 0);
  const defs: string[] = [
    linear(
      'bg',
      [
        [0, hue(C.navy2, hs)],
        [1, C.ink],
      ],
      0,
      0,
      0,
      H,
      true,
    ),
    radial(
      'heat',
      [
        [0, C.orange, 0.28],
        [0.5, C.ember, 0.12],
        [1, C.ember, 0],
      ],
      c0[0],
      c0[1],
      480,
    ),
    linear(
      'casing',
      [
        [0, shade(metal, 0.2)],
        [0.3, shade(metal, -0.3)],
        [0.55, shade(metal, -0.05)],
        [0.75, shade(metal, -0.55)],
        [1, shade(metal, -0.8)],
      ],
      0,
      0,
      1,
      1,
    ),
    radial(
      'dome',
      [
        [0, shade(C.ember, -0.6)],
        [0.55, mix(shade(metal, -0.7), C.ember, 0.35)],
        [0.8, shade(metal, -0.72)],
        [1, shade(metal, -0.55)],
      ],
      c0[0],
      c0[1],
      420,
    ),
    radial(
      'hub',
      [
        [0, shade(metal, -0.45)],
        [0.7, shade(metal, -0.72)],
        [1, shade(metal, -0.85)],
      ],
      c0[0] - 40,
      c0[1] - 50,
      260,
    ),
    blur('halo', 16),
    blur('soft', 6),
  ];
  const b: string[] = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#bg)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#heat)"/>`,
  ];
  // outer casing cylinder, visible side bands
  const Ro = 420;
  for (let j = 0; j < 96; j++) {
    const t0 = (j / 96) * Math.PI * 2;
    const t1 = ((j + 1) / 96) * Math.PI * 2;
    const q = [
      P(Math.cos(t0) * Ro, Math.sin(t0) * Ro, 0),
      P(Math.cos(t1) * Ro, Math.sin(t1) * Ro, 0),
      P(Math.cos(t1) * Ro, Math.sin(t1) * Ro, 260),
      P(Math.cos(t0) * Ro, Math.sin(t0) * Ro, 260),
    ];
    const lit = Math.max(0, -Math.sin((t0 + t1) / 2) * 0.7 + Math.cos((t0 + t1) / 2) * 0.3);
    const col = shade(metal, -0.8 + lit * 0.55);
    b.push(`<polygon points="${pts(q.map((v) => [v[0], v[1]]))}" fill="${col}" stroke="${col}" stroke-width="1"/>`);
  }
  b.push(`<path d="${annulus(Ro, 352, 0)}" fill="url(#casing)" fill-rule="evenodd"/>`);
  for (let j = 0; j < 48; j++) {
    const t = (j / 48) * Math.PI * 2;
    const q = P(Math.cos(t) * 388, Math.sin(t) * 388, 0);
    const k = 1000 / (cam.dist + q[2]);
    b.push(
      `<circle cx="${r(q[0])}" cy="${r(q[1])}" r="${r(5 * k)}" fill="${shade(metal, -0.8)}"/><circle cx="${r(q[0] - k)}" cy="${r(q[1] - k)}" r="${r(2.2 * k)}" fill="${shade(metal, 0.3)}" opacity="0.6"/>`,
    );
  }
  // dome between outer and inner liner
  b.push(`<path d="${annulus(352, 168, 0)}" fill="url(#dome)" fill-rule="evenodd"/>`);
  for (const [rad, col, w] of [
    [352, shade(metal, 0.4), 3],
    [340, C.ink, 2],
    [168, shade(metal, 0.3), 3],
    [180, C.ink, 2],
  ] as const) {
    b.push(
      `<polygon points="${pts(ring(rad, 0))}" fill="none" stroke="${col}" stroke-width="${w}" stroke-opacity="0.7"/>`,
    );
  }
  b.push(`<polygon points="${pts(ring(168, 0))}" fill="url(#hub)"/>`);
  for (const [rad, op] of [
    [120, 0.5],
    [70, 0.6],
    [40, 0.8],
  ] as const) {
    b.push(
      `<polygon points="${pts(ring(rad, 0))}" fill="${op === 0.8 ? C.ink : 'none'}" stroke="${shade(metal, 0.2)}" stroke-opacity="${op * 0.6}" stroke-width="2"/>`,
    );
  }
  // heat shield tile seams
  for (let j = 0; j < n; j++) {
    const t = ((j + 0.5) / n) * Math.PI * 2;
    const a = P(Math.cos(t) * 182, Math.sin(t) * 182, 0);
    const e = P(Math.cos(t) * 338, Math.sin(t) * 338, 0);
    b.push(
      `<line x1="${r(a[0])}" y1="${r(a[1])}" x2="${r(e[0])}" y2="${r(e[1])}" stroke="${C.ink}" stroke-width="2" stroke-opacity="0.6"/>`,
    );
  }
  // burners: cups, swirlers, flames
  const Rm = 260;
  const burners = Array.from({ length: n }, (_, j) => {
    const t = (j / n) * Math.PI * 2 + 0.1;
    const base = P(Math.cos(t) * Rm, Math.sin(t) * Rm, 0);
    return {
      t,
      base,
      tip: P(Math.cos(t) * Rm * 1.02, Math.sin(t) * Rm * 1.02, -rng.range(110, 160)),
      k: 1000 / (cam.dist + base[2]),
      heat: rng.range(0.7, 1),
    };
  }).sort((a, b2) => b2.base[2] - a.base[2]);
  const halos: string[] = [];
  const flames: string[] = [];
  for (const [i, bu] of burners.entries()) {
    const cup = (rad: number) =>
      pts(
        Array.from({ length: 28 }, (_, j) => {
          const a = (j / 28) * Math.PI * 2;
          const q = P(Math.cos(bu.t) * Rm + Math.cos(a) * rad, Math.sin(bu.t) * Rm + Math.sin(a) * rad, 0);
          return [q[0], q[1]] as [number, number];
        }),
      );
    b.push(
      `<polygon points="${cup(44)}" fill="${shade(metal, -0.6)}" stroke="${shade(metal, -0.05)}" stroke-width="${r(3 * bu.k)}"/>`,
    );
    b.push(
      `<polygon points="${cup(32)}" fill="${mix(shade(metal, -0.8), C.ember, 0.3)}" stroke="${C.ink}" stroke-width="${r(2 * bu.k)}"/>`,
    );
    for (let v = 0; v < 8; v++) {
      const a = (v / 8) * Math.PI * 2;
      const p0 = P(Math.cos(bu.t) * Rm + Math.cos(a) * 12, Math.sin(bu.t) * Rm + Math.sin(a) * 12, 0);
      const p1 = P(Math.cos(bu.t) * Rm + Math.cos(a + 0.6) * 30, Math.sin(bu.t) * Rm + Math.sin(a + 0.6) * 30, 0);
      b.push(
        `<line x1="${r(p0[0])}" y1="${r(p0[1])}" x2="${r(p1[0])}" y2="${r(p1[1])}" stroke="${shade(metal, -0.1)}" stroke-width="${r(2.5 * bu.k)}"/>`,
      );
    }
    const [x0, y0] = bu.base;
    const [x1, y1] = bu.tip;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * 30 * bu.k;
    const ny = (dx / len) * 30 * bu.k;
    defs.push(
      linear(
        `f${i}`,
        [
          [0, '#fffbea'],
          [0.25, C.amber, 0.95],
          [0.6, C.orange, 0.75],
          [1, C.ember, 0],
        ],
        x0,
        y0,
        x1,
        y1,
        true,
      ),
    );
    flames.push(
      `<path d="M${r(x0 - nx)},${r(y0 - ny)} C${r(x0 - nx * 1.3 + dx * 0.45)},${r(y0 - ny * 1.3 + dy * 0.45)} ${r(x1 - nx * 0.2)},${r(y1 - ny * 0.2)} ${r(x1)},${r(y1)} C${r(x1 + nx * 0.2)},${r(y1 + ny * 0.2)} ${r(x0 + nx * 1.3 + dx * 0.45)},${r(y0 + ny * 1.3 + dy * 0.45)} ${r(x0 + nx)},${r(y0 + ny)} Z" fill="url(#f${i})" opacity="${r(bu.heat)}"/>`,
    );
    halos.push(
      `<circle cx="${r(x0 + dx * 0.3)}" cy="${r(y0 + dy * 0.3)}" r="${r(62 * bu.k)}" fill="${mix(C.orange, C.amber, rng.range(0, 0.4))}" opacity="${r(0.5 * bu.heat)}"/>`,
    );
    flames.push(`<circle cx="${r(x0)}" cy="${r(y0)}" r="${r(9 * bu.k)}" fill="#fffdf5"/>`);
  }
  halos.unshift(
    `<polygon points="${pts(ring(Rm, -30))}" fill="none" stroke="${C.orange}" stroke-width="70" stroke-opacity="0.35"/>`,
  );
  b.push(`<g filter="url(#halo)">${halos.join('')}</g>`);
  b.push(`<g filter="url(#soft)">${flames.join('')}</g>`);
  b.push(`<g opacity="0.55">${flames.join('')}</g>`);
  const vig = vignette('vig', 0.8);
  defs.push(vig.def);
  b.push(vig.use);
  return frame(width, height, defs.join(''), b.join(''));
}
