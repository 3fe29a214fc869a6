/** 'workshop': a service hall in perspective, bridge crane overhead, a gas turbine on its stand. */
import { C, H, type MotifInput, W, frame, hue, linear, makeRng, pts, r, radial, shade, vignette } from './common.ts';
import { turbineBody } from './turbine-body.ts';

type Pt = [number, number];

export function workshopSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 6);
  const hs = rng.range(-3, 6);
  const vpx = W / 2 + rng.range(-90, 90);
  const vpy = rng.range(320, 350);
  const F = 300;
  const camH = 4.6;
  const HW = 10;
  const HH = 12;
  const ZN = 1.2;
  const ZF = 14;
  const P = (x: number, y: number, z: number): Pt => [vpx + (x * F) / z, vpy + ((camH - y) * F) / z];
  const quad = (a: Pt, b: Pt, c: Pt, d: Pt) => pts([a, b, c, d]);

  const wallCol = hue('#1d3a5c', hs);
  const defs: string[] = [
    linear(
      'floor',
      [
        [0, hue(shade(C.steel, -0.2), hs)],
        [0.55, hue(shade(C.steel, -0.5), hs)],
        [1, C.ink],
      ],
      0,
      P(0, 0, ZF)[1],
      0,
      H + 100,
      true,
    ),
    linear(
      'ceil',
      [
        [0, '#050b14'],
        [1, hue(C.navy, hs)],
      ],
      0,
      -100,
      0,
      P(0, HH, ZF)[1],
      true,
    ),
    linear(
      'lwall',
      [
        [0, shade(wallCol, -0.55)],
        [1, shade(wallCol, 0.05)],
      ],
      -200,
      0,
      P(-HW, 0, ZF)[0],
      0,
      true,
    ),
    linear(
      'rwall',
      [
        [0, shade(wallCol, -0.6)],
        [1, shade(wallCol, -0.05)],
      ],
      W + 200,
      0,
      P(HW, 0, ZF)[0],
      0,
      true,
    ),
    linear(
      'win',
      [
        [0, '#eaf2fa'],
        [1, '#9fc0dc'],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'shaft',
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'beam',
      [
        [0, shade(C.orange, 0.25)],
        [0.5, C.orange],
        [1, C.ember],
      ],
      0,
      0,
      0,
      1,
    ),
    radial(
      'door',
      [
        [0, '#ffffff', 0.9],
        [0.6, '#cfe0f0', 0.4],
        [1, '#cfe0f0', 0],
      ],
      vpx,
      P(0, 3, ZF)[1],
      260,
    ),
    `<radialGradient id="lamp"><stop offset="0" stop-color="#fff7e6" stop-opacity="0.8"/><stop offset="0.3" stop-color="#fde6c4" stop-opacity="0.25"/><stop offset="1" stop-color="#fde6c4" stop-opacity="0"/></radialGradient>`,
  ];
  const b: string[] = [];
  const winSide = rng.chance(0.5) ? -HW : HW;
  const far = [P(-HW, 0, ZF), P(HW, 0, ZF), P(HW, HH, ZF), P(-HW, HH, ZF)] as const;
  // back wall with the hangar door
  b.push(`<polygon points="${quad(far[0], far[1], far[2], far[3])}" fill="${shade(wallCol, 0.1)}"/>`);
  const d0 = P(-5, 0, ZF);
  const d1 = P(5, 8, ZF);
  b.push(
    `<rect x="${r(d0[0])}" y="${r(d1[1])}" width="${r(d1[0] - d0[0])}" height="${r(d0[1] - d1[1])}" fill="#dfeaf4"/>`,
  );
  for (let i = 1; i < 8; i++) {
    const y = P(0, i, ZF)[1];
    b.push(
      `<rect x="${r(d0[0])}" y="${r(y)}" width="${r(d1[0] - d0[0])}" height="1.2" fill="${C.steel}" opacity="0.35"/>`,
    );
  }
  // side walls, ceiling, floor
  b.push(
    `<polygon points="${quad(P(-HW, 0, ZN), P(-HW, 0, ZF), P(-HW, HH, ZF), P(-HW, HH, ZN))}" fill="url(#lwall)"/>`,
  );
  b.push(`<polygon points="${quad(P(HW, 0, ZN), P(HW, 0, ZF), P(HW, HH, ZF), P(HW, HH, ZN))}" fill="url(#rwall)"/>`);
  b.push(`<polygon points="${quad(P(-HW, HH, ZN), P(HW, HH, ZN), P(HW, HH, ZF), P(-HW, HH, ZF))}" fill="url(#ceil)"/>`);
  b.push(`<polygon points="${quad(P(-HW, 0, ZN), P(HW, 0, ZN), P(HW, 0, ZF), P(-HW, 0, ZF))}" fill="url(#floor)"/>`);
  b.push(
    `<polygon points="${quad(P(-5, 0, ZF), P(5, 0, ZF), P(8, 0, 3), P(-8, 0, 3))}" fill="#dfeaf4" opacity="0.1"/>`,
  );
  b.push(`<rect x="-1200" y="-800" width="3600" height="2400" fill="url(#door)" opacity="0.45"/>`);
  // wainscot bands and cabinets along the walls
  for (const x of [-HW, HW]) {
    b.push(
      `<polygon points="${quad(P(x, 0, ZN), P(x, 0, ZF), P(x, 2.4, ZF), P(x, 2.4, ZN))}" fill="${shade(wallCol, -0.45)}" opacity="0.8"/>`,
    );
    b.push(
      `<polygon points="${quad(P(x, 2.4, ZN), P(x, 2.4, ZF), P(x, 2.55, ZF), P(x, 2.55, ZN))}" fill="${C.steel3}" opacity="0.25"/>`,
    );
  }
  // windows and light shafts on the left wall
  for (let z = 2; z < ZF - 1; z += 1.7) {
    const a = P(winSide, 5, z);
    const c = P(winSide, 10.5, z + 1.1);
    b.push(
      `<polygon points="${quad(a, P(winSide, 5, z + 1.1), c, P(winSide, 10.5, z))}" fill="url(#win)" opacity="0.6"/>`,
    );
    const s = -Math.sign(winSide);
    b.push(
      `<polygon points="${quad(P(winSide, 10.5, z), P(winSide, 10.5, z + 1.1), P(winSide + s * 9, 0, z + 3.1), P(winSide + s * 9, 0, z + 2))}" fill="url(#shaft)"/>`,
    );
  }
  // columns on both walls
  for (let z = 2.2; z < ZF; z += 1.7) {
    for (const x of [-HW + 0.15, HW - 0.15]) {
      const a = P(x, 0, z);
      const t = P(x, HH, z);
      const w = (0.45 * F) / z;
      b.push(
        `<rect x="${r(a[0] - w / 2)}" y="${r(t[1])}" width="${r(w)}" height="${r(a[1] - t[1])}" fill="${shade(wallCol, -0.3)}"/>`,
      );
    }
  }
  const cabX = winSide < 0 ? HW : -HW;
  const inner = cabX - Math.sign(cabX) * 1.1;
  for (let i = 2; i >= 0; i--) {
    const z0 = 6 + i * 1.6 + rng.range(0, 0.4);
    const z1 = z0 + rng.range(0.9, 1.3);
    const hgt = rng.range(1.6, 2.4);
    const col = rng.pick([hue(C.steel, hs), shade(C.navy2, 0.2), '#3b5878']);
    b.push(
      `<polygon points="${quad(P(inner, 0, z0), P(inner, 0, z1), P(inner, hgt, z1), P(inner, hgt, z0))}" fill="${shade(col, -0.25)}"/>`,
    );
    b.push(
      `<polygon points="${quad(P(cabX, 0, z0), P(inner, 0, z0), P(inner, hgt, z0), P(cabX, hgt, z0))}" fill="${col}"/>`,
    );
    b.push(
      `<polygon points="${quad(P(cabX, hgt, z0), P(inner, hgt, z0), P(inner, hgt, z1), P(cabX, hgt, z1))}" fill="${shade(col, 0.25)}"/>`,
    );
  }
  // ceiling trusses and lamps
  for (let z = 2.5; z < ZF; z += 2) {
    const l = P(-HW, HH - 0.2, z);
    const rr = P(HW, HH - 0.2, z);
    const l2 = P(-HW, HH - 1.1, z);
    const w = Math.max(1, 9 / z);
    b.push(
      `<line x1="${r(l[0])}" y1="${r(l[1])}" x2="${r(rr[0])}" y2="${r(rr[1])}" stroke="#0a1422" stroke-width="${r(w)}"/>`,
    );
    b.push(
      `<line x1="${r(l2[0])}" y1="${r(l2[1])}" x2="${r(P(HW, HH - 1.1, z)[0])}" y2="${r(l2[1])}" stroke="#0a1422" stroke-width="${r(w * 0.7)}"/>`,
    );
    const zig: Pt[] = [];
    for (let x = -HW; x <= HW; x += 2) zig.push(P(x, (x / 2) % 2 === 0 ? HH - 0.2 : HH - 1.1, z));
    b.push(`<polyline points="${pts(zig)}" fill="none" stroke="#0a1422" stroke-width="${r(w * 0.5)}"/>`);
    for (const x of [-5, 5]) {
      const p = P(x, HH - 2, z);
      const s = 30 / z;
      b.push(`<ellipse cx="${r(p[0])}" cy="${r(p[1] + s)}" rx="${r(s * 5)}" ry="${r(s * 3)}" fill="url(#lamp)"/>`);
      b.push(`<rect x="${r(p[0] - s)}" y="${r(p[1])}" width="${r(s * 2)}" height="${r(s * 0.6)}" fill="#fffaf0"/>`);
    }
  }
  // crane runway and bridge crane
  const cz = rng.range(7.5, 8.5);
  for (const x of [-HW + 0.6, HW - 0.6]) {
    b.push(
      `<polygon points="${quad(P(x, 9.3, ZN), P(x, 9.3, ZF), P(x, 8.7, ZF), P(x, 8.7, ZN))}" fill="${shade(C.steel, -0.35)}"/>`,
    );
  }
  const bl = P(-HW + 0.6, 9.8, cz);
  const br = P(HW - 0.6, 9.8, cz);
  const bb = P(HW - 0.6, 9.2, cz);
  b.push(
    `<polygon points="${quad(P(-HW + 0.6, 9.2, cz), P(HW - 0.6, 9.2, cz), P(HW - 0.6, 9.2, cz + 0.6), P(-HW + 0.6, 9.2, cz + 0.6))}" fill="${shade(C.ember, -0.3)}"/>`,
  );
  for (const x of [-HW + 0.6, HW - 1.6]) {
    const e0 = P(x, 10.1, cz - 0.4);
    const e1 = P(x + 1, 9.0, cz - 0.4);
    b.push(
      `<rect x="${r(e0[0])}" y="${r(e0[1])}" width="${r(e1[0] - e0[0])}" height="${r(e1[1] - e0[1])}" fill="${shade(C.navy2, 0.1)}"/>`,
    );
  }
  b.push(
    `<rect x="${r(bl[0])}" y="${r(bl[1])}" width="${r(br[0] - bl[0])}" height="${r(bb[1] - br[1])}" fill="url(#beam)"/>`,
  );
  b.push(`<rect x="${r(bl[0])}" y="${r(bl[1])}" width="${r(br[0] - bl[0])}" height="2" fill="#fff" opacity="0.35"/>`);
  const tx = rng.range(-3, 3);
  const t0 = P(tx - 0.7, 10.1, cz);
  const t1 = P(tx + 0.7, 8.8, cz);
  b.push(
    `<rect x="${r(t0[0])}" y="${r(t0[1])}" width="${r(t1[0] - t0[0])}" height="${r(t1[1] - t0[1])}" rx="3" fill="${shade(C.navy2, 0.15)}"/>`,
  );
  const hookY = rng.range(6.2, 7.2);
  const ha = P(tx, 8.8, cz);
  const hb = P(tx, hookY, cz);
  b.push(
    `<line x1="${r(ha[0] - 5)}" y1="${r(ha[1])}" x2="${r(hb[0] - 5)}" y2="${r(hb[1])}" stroke="#0b1522" stroke-width="2"/><line x1="${r(ha[0] + 5)}" y1="${r(ha[1])}" x2="${r(hb[0] + 5)}" y2="${r(hb[1])}" stroke="#0b1522" stroke-width="2"/>`,
  );
  b.push(
    `<rect x="${r(hb[0] - 14)}" y="${r(hb[1])}" width="28" height="30" rx="4" fill="${C.orange}"/><path d="M${r(hb[0])},${r(hb[1] + 30)} v10 a9,9 0 1 1 -9,9" fill="none" stroke="#1a2431" stroke-width="5"/>`,
  );

  // lane markings
  for (const x of [-6.5, 6.5]) {
    b.push(
      `<polygon points="${quad(P(x - 0.12, 0, ZN + 0.3), P(x + 0.12, 0, ZN + 0.3), P(x + 0.12, 0, ZF), P(x - 0.12, 0, ZF))}" fill="${C.amber}" opacity="0.55"/>`,
    );
  }
  // turbine on its stand
  const tz = 5.2;
  const sc = ((F / tz) * 9.6) / 980;
  const base = P(0, 0, tz);
  const tb = turbineBody('w', rng, { cut: rng.chance(0.5), skid: true, hueShift: hs });
  defs.push(tb.defs);
  const ox = vpx - 485 * sc + rng.range(-40, 40);
  b.push(
    `<ellipse cx="${r(ox + 485 * sc)}" cy="${r(base[1])}" rx="${r(540 * sc)}" ry="${r(26 * sc)}" fill="#000" opacity="0.45"/>`,
  );
  b.push(`<g transform="translate(${r(ox)} ${r(base[1] - 230 * sc)}) scale(${sc.toFixed(4)})">${tb.body}</g>`);
  const vig = vignette('vig', 0.6);
  defs.push(vig.def);
  b.push(vig.use);
  return frame(width, height, defs.join(''), b.join(''));
}
