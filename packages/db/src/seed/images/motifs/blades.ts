/** 'blades': a bladed disc in perspective, metallic blades lit by a cool key light and a warm rim light. */
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

type V3 = [number, number, number];
const add = (a: V3, b: V3, k = 1): V3 => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function bladesSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 2);
  const hs = rng.range(-3, 7);
  const metal = hue(rng.pick(['#9db4c8', '#a9b8c6', '#8ea9c2']), hs);
  const n = rng.int(44, 56);
  const R = 360;
  const L = rng.range(230, 280);
  const T = 58;
  const stagger = rng.range(0.5, 0.75);
  const twist = rng.range(0.35, 0.6);
  const cam: Cam = {
    yaw: rng.range(0.85, 1.1),
    pitch: rng.range(-0.42, -0.28),
    dist: 1150,
    focal: 1050,
    cx: rng.range(250, 380),
    cy: rng.range(700, 780),
  };
  const key = norm([0.6, -0.7, 0.5]);
  const rim = norm([-0.8, -0.2, -0.6]);
  const P = (v: V3) => project(cam, v[0], v[1], v[2]);
  const warmAt: [number, number] = [rng.range(150, 350), 120];

  const defs: string[] = [];
  const blades: Array<{ depth: number; svg: string }> = [];
  for (let i = 0; i < n; i++) {
    const phi = (i / n) * Math.PI * 2 + 0.05;
    const er: V3 = [Math.cos(phi), Math.sin(phi), 0];
    const et: V3 = [-Math.sin(phi), Math.cos(phi), 0];
    const le: Array<[number, number]> = [];
    const te: Array<[number, number]> = [];
    let depth = 0;
    let shadeK = 0;
    let rimK = 0;
    for (let s = 0; s <= 4; s++) {
      const f = s / 4;
      const rho = R + f * L;
      const chord = 92 * (1 - 0.3 * f);
      const g = stagger + twist * f;
      const d: V3 = add([0, 0, Math.cos(g)], et, Math.sin(g));
      const c = add([0, 0, 0], er, rho);
      const bow = add(c, add([0, 0, -Math.sin(g)], et, Math.cos(g)), 7 * Math.sin(f * Math.PI));
      const a = P(add(bow, d, chord / 2));
      const b = P(add(bow, d, -chord / 2));
      le.push([a[0], a[1]]);
      te.unshift([b[0], b[1]]);
      depth += (a[2] + b[2]) / 10;
      const nrm = norm(add([0, 0, -Math.sin(g)], et, Math.cos(g)));
      shadeK += Math.abs(dot(nrm, key)) / 5;
      rimK += Math.max(0, -dot(nrm, rim) * 0.6 + 0.4 * dot(er, [-0.6, -0.8, 0])) / 5;
    }
    const m0 = le[2]!;
    const m1 = te[2]!;
    const warmth = Math.max(0, 1 - Math.hypot(m0[0] - warmAt[0], m0[1] - warmAt[1]) / 650) * 0.9 + rimK * 0.2;
    const body = mix(shade(metal, -0.78 + shadeK * 1.05), C.ember, Math.min(0.3, warmth * 0.3));
    const edge = mix(shade(metal, 0.5), C.orange, Math.min(0.9, warmth * 1.2));
    defs.push(
      linear(
        `b${i}`,
        [
          [0, edge],
          [0.16, mix(shade(body, 0.25), C.orange, warmth * 0.3)],
          [0.45, body],
          [0.8, shade(body, -0.35)],
          [1, shade(body, -0.6)],
        ],
        m0[0],
        m0[1],
        m1[0],
        m1[1],
        true,
      ),
    );
    const shape = [...le, ...te];
    blades.push({
      depth,
      svg: `<polygon points="${pts(shape)}" fill="url(#b${i})" stroke="${shade(body, -0.6)}" stroke-width="0.8" stroke-linejoin="round"/>`,
    });
  }
  blades.sort((a, b) => b.depth - a.depth);
  const centerDepth = P([0, 0, 0])[2];

  // disc: back face, rim band, front face
  const ring = (rad: number, z: number, k = 72) =>
    Array.from({ length: k }, (_, j) => {
      const t = (j / k) * Math.PI * 2;
      const q = P([Math.cos(t) * rad, Math.sin(t) * rad, z]);
      return [q[0], q[1]] as [number, number];
    });
  const frontZ = P([0, 0, T])[2] < P([0, 0, -T])[2] ? T : -T;
  const disc: string[] = [`<polygon points="${pts(ring(R, -frontZ))}" fill="${shade(metal, -0.8)}"/>`];
  for (let j = 0; j < 72; j++) {
    const t0 = (j / 72) * Math.PI * 2;
    const t1 = ((j + 1) / 72) * Math.PI * 2;
    const nrm: V3 = [Math.cos((t0 + t1) / 2), Math.sin((t0 + t1) / 2), 0];
    const lit = Math.max(0, dot(nrm, key));
    const q = [
      P([Math.cos(t0) * R, Math.sin(t0) * R, T]),
      P([Math.cos(t1) * R, Math.sin(t1) * R, T]),
      P([Math.cos(t1) * R, Math.sin(t1) * R, -T]),
      P([Math.cos(t0) * R, Math.sin(t0) * R, -T]),
    ];
    disc.push(
      `<polygon points="${pts(q.map((v) => [v[0], v[1]]))}" fill="${shade(metal, -0.75 + lit * 0.8)}" stroke="${shade(metal, -0.75 + lit * 0.8)}" stroke-width="1"/>`,
    );
  }
  const fc = P([0, 0, frontZ]);
  defs.push(
    radial(
      'face',
      [
        [0, shade(metal, -0.2)],
        [0.45, shade(metal, -0.5)],
        [1, shade(metal, -0.8)],
      ],
      fc[0] + 160,
      fc[1] - 220,
      620,
    ),
  );
  disc.push(`<polygon points="${pts(ring(R, frontZ))}" fill="url(#face)"/>`);
  defs.push(
    linear(
      'sheen',
      [
        [0, '#fff', 0],
        [0.46, '#fff', 0],
        [0.52, '#fff', 0.22],
        [0.58, '#fff', 0],
        [1, '#fff', 0],
      ],
      fc[0] - 300,
      fc[1] - 300,
      fc[0] + 300,
      fc[1] + 300,
      true,
    ),
  );
  disc.push(`<polygon points="${pts(ring(R, frontZ))}" fill="url(#sheen)"/>`);
  for (const [rad, op] of [
    [R * 0.95, 0.35],
    [R * 0.88, 0.12],
    [R * 0.62, 0.3],
    [R * 0.5, 0.1],
    [R * 0.3, 0.45],
  ] as const) {
    disc.push(
      `<polygon points="${pts(ring(rad, frontZ))}" fill="none" stroke="${C.ink}" stroke-opacity="${op}" stroke-width="3"/>`,
    );
    disc.push(
      `<polygon points="${pts(ring(rad + 3, frontZ))}" fill="none" stroke="#fff" stroke-opacity="${op * 0.5}" stroke-width="1.2"/>`,
    );
  }
  for (let j = 0; j < 24; j++) {
    const t = (j / 24) * Math.PI * 2;
    const q = P([Math.cos(t) * R * 0.76, Math.sin(t) * R * 0.76, frontZ]);
    disc.push(
      `<circle cx="${r(q[0])}" cy="${r(q[1])}" r="${r((6 * 1050) / (cam.dist + q[2]))}" fill="${C.ink}" opacity="0.55"/>`,
    );
  }

  const far = blades
    .filter((b) => b.depth > centerDepth)
    .map((b) => b.svg)
    .join('');
  const near = blades
    .filter((b) => b.depth <= centerDepth)
    .map((b) => b.svg)
    .join('');
  const bokeh = Array.from({ length: 7 }, () => {
    const warm = rng.chance(0.3);
    return `<circle cx="${r(rng.range(500, 1250))}" cy="${r(rng.range(40, 500))}" r="${r(rng.range(20, 70))}" fill="${warm ? C.orange : C.steel3}" opacity="${r(rng.range(0.08, 0.22))}"/>`;
  }).join('');
  const vig = vignette('vig', 0.75);
  defs.push(
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
      'glow',
      [
        [0, hue(C.steel2, hs), 0.65],
        [1, C.steel, 0],
      ],
      900,
      250,
      560,
    ),
    radial(
      'warm',
      [
        [0, C.orange, 0.35],
        [1, C.orange, 0],
      ],
      warmAt[0],
      warmAt[1],
      420,
    ),
    blur('bk', 10),
    blur('dof', 1.6),
    vig.def,
  );
  const body = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#bg)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#glow)"/>`,
    `<g filter="url(#bk)">${bokeh}</g>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#warm)"/>`,
    `<g filter="url(#dof)">${far}</g>`,
    disc.join(''),
    near,
    vig.use,
  ].join('');
  return frame(width, height, defs.join(''), body);
}
