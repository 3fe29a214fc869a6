/** 'rotor': a gas turbine rotor with compressor and turbine discs, resting on two bearing stands. */
import {
  BG,
  C,
  H,
  type MotifInput,
  W,
  blur,
  frame,
  hue,
  linear,
  makeRng,
  metalStops,
  mix,
  pts,
  r,
  radial,
  shade,
  vignette,
} from './common.ts';

type Kind = 'shaft' | 'blades' | 'hot' | 'flange';
interface Seg {
  x0: number;
  x1: number;
  rad: number;
  kind: Kind;
}

export function rotorSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 4);
  const hs = rng.range(-3, 6);
  const dark = rng.chance(0.55);
  const axis = rng.range(370, 400);
  const k = rng.range(0.11, 0.15);
  const steel = hue('#9fb3c6', hs);
  const bronze = mix(steel, '#d9a066', 0.38);

  const segs: Seg[] = [
    { x0: 70, x1: 120, rad: 30, kind: 'shaft' },
    { x0: 120, x1: 140, rad: 58, kind: 'flange' },
    { x0: 140, x1: 215, rad: 38, kind: 'shaft' },
    { x0: 215, x1: 240, rad: 72, kind: 'flange' },
  ];
  let x = 240;
  const stages = rng.int(10, 13);
  const cw = (330 - stages * 4) / stages;
  for (let i = 0; i < stages; i++) {
    const tip = 172 - (i / (stages - 1)) * rng.range(45, 60);
    segs.push({ x0: x, x1: x + cw * 0.62, rad: tip, kind: 'blades' });
    segs.push({ x0: x + cw * 0.62, x1: x + cw + 4, rad: 92 - i * 1.5, kind: 'shaft' });
    x += cw + 4;
  }
  segs.push({ x0: x, x1: x + 95, rad: 70, kind: 'shaft' });
  x += 95;
  const tStages = rng.int(3, 4);
  for (let i = 0; i < tStages; i++) {
    segs.push({ x0: x, x1: x + 30, rad: 150 + i * 16, kind: 'hot' });
    segs.push({ x0: x + 30, x1: x + 44, rad: 104, kind: 'shaft' });
    x += 44;
  }
  segs.push({ x0: x, x1: x + 24, rad: 76, kind: 'flange' });
  segs.push({ x0: x + 24, x1: x + 110, rad: 40, kind: 'shaft' });
  segs.push({ x0: x + 110, x1: x + 150, rad: 28, kind: 'shaft' });
  const total = x + 150 - 70;
  const shift = (W - total) / 2 - 70 + rng.range(-20, 20);

  const defs: string[] = [
    linear('m', metalStops(steel, 0.3), 0, 0, 0, 1),
    linear('mb', metalStops(shade(steel, -0.05), 0.3, 1.1), 0, 0, 0, 1),
    linear('mh', metalStops(bronze, 0.3, 1.1), 0, 0, 0, 1),
    linear(
      'face',
      [
        [0, shade(steel, -0.1)],
        [0.5, shade(steel, -0.45)],
        [1, shade(steel, -0.7)],
      ],
      0,
      0,
      1,
      1,
    ),
    `<pattern id="hatch" width="4" height="10" patternUnits="userSpaceOnUse" patternTransform="skewX(-24)"><rect width="1.2" height="10" fill="${C.ink}" opacity="0.45"/><rect x="1.2" width="0.8" height="10" fill="#fff" opacity="0.35"/></pattern>`,
    blur('sh', 14),
  ];
  const body: string[] = [];
  for (const s of [...segs].reverse()) {
    const x0 = s.x0 + shift;
    const x1 = s.x1 + shift;
    const rx = s.rad * k;
    const top = axis - s.rad;
    const bot = axis + s.rad;
    const fill = s.kind === 'hot' ? 'mh' : s.kind === 'blades' ? 'mb' : 'm';
    body.push(
      `<path d="M${r(x0)},${r(top)} L${r(x1)},${r(top)} A${r(rx)},${r(s.rad)} 0 0 1 ${r(x1)},${r(bot)} L${r(x0)},${r(bot)} Z" fill="url(#${fill})"/>`,
    );
    if (s.kind === 'blades' || s.kind === 'hot') {
      body.push(
        `<path d="M${r(x0)},${r(top)} L${r(x1)},${r(top)} A${r(rx)},${r(s.rad)} 0 0 1 ${r(x1)},${r(bot)} L${r(x0)},${r(bot)} Z" fill="url(#hatch)" opacity="${s.kind === 'hot' ? 0.45 : 0.4}"/>`,
      );
    }
    const faceCol = s.kind === 'hot' ? shade(bronze, -0.35) : shade(steel, -0.3);
    body.push(`<ellipse cx="${r(x0)}" cy="${r(axis)}" rx="${r(rx)}" ry="${r(s.rad)}" fill="${faceCol}"/>`);
    if (s.kind === 'blades' || s.kind === 'hot') {
      const hub = s.kind === 'hot' ? 104 : 90;
      const spokes: string[] = [];
      for (let j = 0; j < 40; j++) {
        const t = (j / 40) * Math.PI * 2;
        const t2 = t + 0.12;
        spokes.push(
          `M${r(x0 + hub * k * Math.cos(t))},${r(axis + hub * Math.sin(t))}L${r(x0 + s.rad * k * Math.cos(t2))},${r(axis + s.rad * Math.sin(t2))}`,
        );
      }
      body.push(`<path d="${spokes.join('')}" stroke="${shade(faceCol, -0.55)}" stroke-width="1.2" opacity="0.8"/>`);
      body.push(`<ellipse cx="${r(x0)}" cy="${r(axis)}" rx="${r(hub * k)}" ry="${r(hub)}" fill="url(#face)"/>`);
    } else {
      body.push(
        `<ellipse cx="${r(x0)}" cy="${r(axis)}" rx="${r(rx * 0.92)}" ry="${r(s.rad * 0.92)}" fill="url(#face)"/>`,
      );
    }
    body.push(
      `<path d="M${r(x0)},${r(top)} A${r(rx)},${r(s.rad)} 0 0 0 ${r(x0)},${r(bot)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.4"/>`,
    );
  }

  const floor = 650;
  const stand = (sx: number) => {
    const top = axis + 40;
    return (
      `<polygon points="${pts([
        [sx - 38, top + 6],
        [sx + 38, top + 6],
        [sx + 52, floor],
        [sx - 52, floor],
      ])}" fill="url(#stand)"/>` +
      `<rect x="${r(sx - 48)}" y="${r(top)}" width="96" height="14" rx="3" fill="${hue(C.orange, 0)}"/>` +
      `<rect x="${r(sx - 60)}" y="${floor - 12}" width="120" height="12" rx="2" fill="${shade(C.navy2, 0.1)}"/>`
    );
  };
  const wall = dark ? [hue(C.ink, hs), hue(C.navy2, hs)] : ['#dfe7ef', '#f5f8fb'];
  const flr = dark ? [hue(shade(C.navy, 0.06), hs), C.ink] : ['#c7d3df', '#9eb0c2'];
  defs.push(
    linear(
      'wall',
      [
        [0, wall[0]!],
        [1, wall[1]!],
      ],
      0,
      0,
      0,
      560,
      true,
    ),
    linear(
      'floor',
      [
        [0, flr[0]!],
        [1, flr[1]!],
      ],
      0,
      560,
      0,
      H,
      true,
    ),
    linear(
      'stand',
      [
        [0, dark ? C.steel2 : shade(C.steel, -0.1)],
        [1, shade(C.navy2, dark ? 0 : -0.2)],
      ],
      0,
      0,
      0,
      1,
    ),
    radial(
      'spot',
      [
        [0, dark ? C.steel2 : '#ffffff', dark ? 0.5 : 0.8],
        [1, dark ? C.steel2 : '#ffffff', 0],
      ],
      rng.range(450, 750),
      260,
      600,
    ),
  );
  const vig = vignette('vig', dark ? 0.7 : 0.3, dark ? C.ink : '#4a6078');
  defs.push(vig.def);
  const out = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${560 - BG.y}" fill="url(#wall)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${560 - BG.y}" fill="url(#spot)"/>`,
    `<rect x="${BG.x}" y="560" width="${BG.w}" height="${BG.h}" fill="url(#floor)"/>`,
    `<rect x="${BG.x}" y="560" width="${BG.w}" height="2" fill="#fff" opacity="${dark ? 0.06 : 0.45}"/>`,
    `<ellipse cx="${W / 2}" cy="${floor - 2}" rx="${total / 2}" ry="18" fill="#000" opacity="${dark ? 0.55 : 0.25}" filter="url(#sh)"/>`,
    stand(shift + 178),
    stand(shift + x + 68),
    body.join(''),
    vig.use,
  ];
  return frame(width, height, defs.join(''), out.join(''));
}
