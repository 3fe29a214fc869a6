/** 'offshore': a production platform (and a supply vessel) on the open sea at dusk, flare burning. */
import { C, type MotifInput, W, blur, frame, hue, makeRng, pts, r, radial, vignette } from './common.ts';
import { duskSky, water } from './landscape.ts';

export function offshoreSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 8);
  const hs = rng.range(-3, 6);
  const horizon = rng.range(500, 540);
  const sky = duskSky(rng, horizon, hs);
  const sil = hue('#0a1728', hs);
  const sil2 = hue('#13263d', hs);
  const rim = '#f6b77c';
  const lamp = '#ffd9a0';
  const wat = water(rng, horizon, sky.sunX, hs);
  const px = rng.chance(0.5) ? rng.range(260, 420) : rng.range(560, 700);
  const sea = horizon + 90;
  const deck = sea - 150;
  const dw = 360;
  const p: string[] = [];
  const glow: string[] = [];

  // jacket legs with bracing
  const legs = [px + 40, px + 140, px + 220, px + 320];
  for (const lx of legs)
    p.push(
      `<polygon points="${pts([
        [lx - 8, sea + 6],
        [lx + 8, sea + 6],
        [lx + 5, deck],
        [lx - 5, deck],
      ])}" fill="${sil}"/>`,
    );
  for (let i = 0; i + 1 < legs.length; i++) {
    const a = legs[i]!;
    const b = legs[i + 1]!;
    p.push(
      `<path d="M${a},${deck + 8} L${b},${sea - 20} M${b},${deck + 8} L${a},${sea - 20} M${a},${deck + 70} h${b - a}" stroke="${sil}" stroke-width="3"/>`,
    );
  }
  // deck levels and modules
  p.push(`<rect x="${r(px - 10)}" y="${r(deck - 14)}" width="${dw + 20}" height="16" fill="${sil}"/>`);
  p.push(`<rect x="${r(px)}" y="${r(deck - 64)}" width="${dw}" height="50" fill="${sil2}"/>`);
  p.push(`<rect x="${r(px - 10)}" y="${r(deck - 70)}" width="${dw + 20}" height="8" fill="${sil}"/>`);
  let mx = px + 10;
  while (mx < px + dw - 40) {
    const mw = rng.range(40, 80);
    const mh = rng.range(30, 70);
    p.push(
      `<rect x="${r(mx)}" y="${r(deck - 70 - mh)}" width="${r(mw)}" height="${r(mh)}" fill="${rng.chance(0.5) ? sil : sil2}"/>`,
    );
    p.push(`<rect x="${r(mx)}" y="${r(deck - 70 - mh)}" width="${r(mw)}" height="1.5" fill="${rim}" opacity="0.4"/>`);
    mx += mw + rng.range(4, 14);
  }
  for (let i = 0; i < 26; i++) {
    const lx = px + rng.range(10, dw - 10);
    const ly = deck - rng.range(2, 60);
    p.push(`<rect x="${r(lx)}" y="${r(ly)}" width="3" height="2" fill="${lamp}" opacity="${r(rng.range(0.5, 1))}"/>`);
    glow.push(`<circle cx="${r(lx)}" cy="${r(ly)}" r="4" fill="${lamp}" opacity="0.3"/>`);
  }
  // derrick
  const dx = px + rng.range(90, 200);
  const dTop = deck - 270;
  p.push(
    `<polygon points="${pts([
      [dx - 30, deck - 100],
      [dx - 6, dTop],
      [dx + 6, dTop],
      [dx + 30, deck - 100],
    ])}" fill="none" stroke="${sil}" stroke-width="4"/>`,
  );
  for (let y = deck - 120; y > dTop + 10; y -= 26) {
    const w = 6 + ((y - dTop) / (deck - 100 - dTop)) * 24;
    p.push(
      `<path d="M${r(dx - w)},${r(y)} L${r(dx + w)},${r(y - 24)} M${r(dx + w)},${r(y)} L${r(dx - w)},${r(y - 24)}" stroke="${sil}" stroke-width="1.5"/>`,
    );
  }
  p.push(`<rect x="${r(dx - 10)}" y="${r(dTop - 12)}" width="20" height="14" fill="${sil}"/>`);
  p.push(`<circle cx="${r(dx)}" cy="${r(dTop - 14)}" r="2" fill="${C.orange}"/>`);
  // helideck on the far side, crane on the near side
  const left = px < W / 2;
  const hx = left ? px + dw + 10 : px - 130;
  p.push(
    `<polygon points="${pts([
      [hx, deck - 96],
      [hx + 120, deck - 96],
      [hx + 104, deck - 88],
      [hx + 16, deck - 88],
    ])}" fill="${sil}"/>`,
  );
  p.push(
    `<path d="M${r(hx + 20)},${r(deck - 88)} L${r(left ? hx - 10 : hx + 130)},${r(deck - 40)}" stroke="${sil}" stroke-width="4"/>`,
  );
  const cx0 = left ? px + 30 : px + dw - 30;
  const dir = left ? -1 : 1;
  p.push(`<rect x="${r(cx0 - 12)}" y="${r(deck - 120)}" width="24" height="50" fill="${sil}"/>`);
  p.push(
    `<path d="M${r(cx0)},${r(deck - 112)} L${r(cx0 + dir * 190)},${r(deck - 230)}" stroke="${sil}" stroke-width="7" stroke-linecap="round"/>`,
  );
  p.push(
    `<path d="M${r(cx0 + dir * 190)},${r(deck - 230)} L${r(cx0 + dir * 190)},${r(deck - 150)}" stroke="${sil}" stroke-width="1.2"/>`,
  );
  // flare boom with flame
  const fx0 = left ? px + dw : px;
  const fx1 = fx0 - dir * 170;
  const fy1 = deck - 210;
  p.push(`<path d="M${r(fx0)},${r(deck - 70)} L${r(fx1)},${r(fy1)}" stroke="${sil}" stroke-width="6"/>`);
  p.push(
    `<path d="M${r(fx0)},${r(deck - 40)} L${r(fx1)},${r(fy1)} M${r(fx0 - dir * 60)},${r(deck - 105)} L${r(fx0 - dir * 40)},${r(deck - 50)}" stroke="${sil}" stroke-width="1.6"/>`,
  );
  const flame = `M${r(fx1 - 10)},${r(fy1)} C${r(fx1 - 18)},${r(fy1 - 30)} ${r(fx1 - 4)},${r(fy1 - 40)} ${r(fx1 + 8)},${r(fy1 - 78)} C${r(fx1 + 12)},${r(fy1 - 46)} ${r(fx1 + 22)},${r(fy1 - 24)} ${r(fx1 + 10)},${r(fy1)} Z`;
  const halo = `<circle cx="${r(fx1)}" cy="${r(fy1 - 30)}" r="150" fill="url(#halo)"/>`;
  const flames = `<path d="${flame}" fill="${C.orange}"/><path d="${flame}" fill="${C.amber}" transform="translate(${r(fx1)} ${r(fy1)}) scale(0.55) translate(${r(-fx1)} ${r(-fy1)})"/>`;

  // supply vessel in the distance
  const ship: string[] = [];
  if (rng.chance(0.7)) {
    const sx = left ? rng.range(780, 980) : rng.range(150, 330);
    const sy = horizon + 28;
    ship.push(
      `<polygon points="${pts([
        [sx, sy - 12],
        [sx + 150, sy - 12],
        [sx + 170, sy - 24],
        [sx + 176, sy - 24],
        [sx + 160, sy],
        [sx + 6, sy],
      ])}" fill="${sil}"/>`,
    );
    ship.push(
      `<rect x="${r(sx + 110)}" y="${r(sy - 40)}" width="36" height="28" fill="${sil}"/><rect x="${r(sx + 118)}" y="${r(sy - 52)}" width="16" height="12" fill="${sil}"/>`,
    );
    ship.push(`<rect x="${r(sx + 114)}" y="${r(sy - 34)}" width="26" height="3" fill="${lamp}" opacity="0.8"/>`);
    ship.push(`<rect x="${r(sx - 20)}" y="${r(sy + 1)}" width="210" height="2" fill="#9fb6cc" opacity="0.25"/>`);
  }

  const vig = vignette('vig', 0.6);
  const defs = [
    sky.defs,
    wat.defs,
    blur('gl', 4),
    blur('fl', 1.5),
    radial(
      'halo',
      [
        [0, C.amber, 0.7],
        [0.25, C.orange, 0.35],
        [1, C.orange, 0],
      ],
      fx1,
      fy1 - 30,
      150,
    ),
    vig.def,
  ].join('');
  const platform = `<g id="plat">${p.join('')}</g>`;
  const body = [
    sky.sky,
    wat.body,
    ship.join(''),
    `<use href="#plat" transform="translate(0 ${r(2 * sea + 12)}) scale(1 -1)" opacity="0.28"/>`,
    platform,
    `<g filter="url(#gl)">${glow.join('')}</g>`,
    halo,
    `<g filter="url(#fl)">${flames}</g>`,
    `<rect x="${r(px - 60)}" y="${r(sea + 2)}" width="${dw + 120}" height="3" fill="#cfdceb" opacity="0.25"/>`,
    vig.use,
  ].join('');
  return frame(width, height, defs, body);
}
