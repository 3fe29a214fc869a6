/** 'plant': a combined-cycle power plant silhouette at dusk, stacks with soft plumes, reflected in water. */
import { BG, C, H, type MotifInput, W, blur, frame, hue, linear, makeRng, mix, pts, r, vignette } from './common.ts';
import { duskSky, hills, water } from './landscape.ts';

export function plantSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 7);
  const hs = rng.range(-3, 6);
  const horizon = rng.range(540, 580);
  const sky = duskSky(rng, horizon, hs);
  const sil = hue('#0a1728', hs);
  const sil2 = hue('#12243a', hs);
  const lit = '#ffcf8a';
  const rim = '#f6b77c';
  const base = horizon + 6;
  const s: string[] = [];
  const glow: string[] = [];
  const x0 = rng.range(200, 340);

  // turbine hall with windows
  const hallW = rng.range(300, 380);
  const hallH = rng.range(95, 120);
  s.push(
    `<polygon points="${pts([
      [x0, base],
      [x0, base - hallH],
      [x0 + hallW / 2, base - hallH - 18],
      [x0 + hallW, base - hallH],
      [x0 + hallW, base],
    ])}" fill="${sil}"/>`,
  );
  s.push(
    `<polyline points="${pts([
      [x0, base - hallH],
      [x0 + hallW / 2, base - hallH - 18],
      [x0 + hallW, base - hallH],
    ])}" fill="none" stroke="${rim}" stroke-width="1.5" opacity="0.45"/>`,
  );
  for (let row = 0; row < 3; row++) {
    for (let x = x0 + 16; x < x0 + hallW - 12; x += 14) {
      if (rng.chance(0.55))
        s.push(
          `<rect x="${r(x)}" y="${r(base - hallH + 20 + row * 24)}" width="6" height="9" fill="${lit}" opacity="${r(rng.range(0.35, 0.9))}"/>`,
        );
    }
  }
  // HRSG blocks with stacks
  const units = rng.int(2, 3);
  let hx = x0 + hallW + 14;
  const stacks: Array<[number, number]> = [];
  for (let u = 0; u < units; u++) {
    const hw = rng.range(90, 120);
    const hh = rng.range(150, 190);
    s.push(`<rect x="${r(hx)}" y="${r(base - hh)}" width="${r(hw)}" height="${r(hh)}" fill="${u % 2 ? sil2 : sil}"/>`);
    for (let y = base - hh + 12; y < base - 10; y += 22)
      s.push(`<rect x="${r(hx + 4)}" y="${r(y)}" width="${r(hw - 8)}" height="1.2" fill="#3b5878" opacity="0.5"/>`);
    s.push(`<rect x="${r(hx - 30)}" y="${r(base - hh * 0.55)}" width="32" height="${r(hh * 0.55)}" fill="${sil2}"/>`);
    const sx = hx + hw - 26;
    const sh = rng.range(300, 360);
    s.push(
      `<polygon points="${pts([
        [sx, base - hh],
        [sx + 4, base - sh],
        [sx + 22, base - sh],
        [sx + 26, base - hh],
      ])}" fill="${sil}"/>`,
    );
    s.push(
      `<rect x="${r(sx + 2)}" y="${r(base - sh)}" width="22" height="6" fill="${sil2}"/><rect x="${r(sx + 3)}" y="${r(base - sh + 40)}" width="20" height="3" fill="#3b5878" opacity="0.6"/>`,
    );
    s.push(`<circle cx="${r(sx + 13)}" cy="${r(base - sh + 24)}" r="1.8" fill="${C.orange}"/>`);
    glow.push(`<circle cx="${r(sx + 13)}" cy="${r(base - sh + 24)}" r="6" fill="${C.orange}" opacity="0.5"/>`);
    s.push(`<rect x="${r(hx)}" y="${r(base - hh)}" width="${r(hw)}" height="1.5" fill="${rim}" opacity="0.45"/>`);
    stacks.push([sx + 13, base - sh]);
    hx += hw + 40;
  }
  // air cooled condenser on legs, transformer yard, pipe rack
  const ax = hx + 10;
  const aw = rng.range(170, 230);
  s.push(`<rect x="${r(ax)}" y="${r(base - 92)}" width="${r(aw)}" height="30" fill="${sil}"/>`);
  for (let x = ax + 8; x < ax + aw; x += 28)
    s.push(`<rect x="${r(x)}" y="${r(base - 62)}" width="4" height="62" fill="${sil}"/>`);
  for (let x = ax + 10; x < ax + aw - 10; x += 36)
    s.push(`<ellipse cx="${r(x + 12)}" cy="${r(base - 94)}" rx="14" ry="3" fill="${sil2}"/>`);
  s.push(`<rect x="${r(x0 - 160)}" y="${r(base - 26)}" width="150" height="26" fill="${sil2}"/>`);
  for (let x = x0 - 150; x < x0 - 20; x += 34)
    s.push(`<rect x="${r(x)}" y="${r(base - 48)}" width="18" height="22" fill="${sil}"/>`);
  // transmission pylons with lines
  const pylons: Array<[number, number]> = [];
  for (let i = 0; i < 2; i++) {
    const px = ax + aw + 80 + i * 140;
    const ph = 120 - i * 30;
    pylons.push([px, base - ph]);
    s.push(
      `<polyline points="${pts([
        [px - ph * 0.16, base],
        [px, base - ph],
        [px + ph * 0.16, base],
      ])}" fill="none" stroke="${sil}" stroke-width="3"/>`,
    );
    s.push(
      `<path d="M${r(px - ph * 0.2)},${r(base - ph * 0.8)} h${r(ph * 0.4)} M${r(px - ph * 0.14)},${r(base - ph * 0.62)} h${r(ph * 0.28)} M${r(px - ph * 0.1)},${r(base - ph * 0.4)} L${r(px + ph * 0.12)},${r(base - ph * 0.12)} M${r(px + ph * 0.1)},${r(base - ph * 0.4)} L${r(px - ph * 0.12)},${r(base - ph * 0.12)}" stroke="${sil}" stroke-width="2"/>`,
    );
  }
  pylons.unshift([ax + aw, base - 70]);
  for (let i = 0; i + 1 < pylons.length; i++) {
    const [ax1, ay1] = pylons[i + 1]!;
    const [bx, by] = pylons[i]!;
    s.push(
      `<path d="M${r(ax1)},${r(ay1 + 10)} Q${r((ax1 + bx) / 2)},${r(Math.max(ay1, by) + 30)} ${r(bx)},${r(by + 10)}" fill="none" stroke="${sil}" stroke-width="1" opacity="0.8"/>`,
    );
  }
  // plumes from the stacks
  const plumes = stacks
    .map(([x, y]) => {
      const dx = rng.range(120, 220);
      return `<path d="M${r(x - 8)},${r(y)} C${r(x - 10)},${r(y - 60)} ${r(x + dx * 0.4)},${r(y - 90)} ${r(x + dx)},${r(y - 110)} C${r(x + dx + 40)},${r(y - 90)} ${r(x + dx * 0.5)},${r(y - 40)} ${r(x + 8)},${r(y)} Z" fill="url(#plume)"/>`;
    })
    .join('');

  const dx = (W - (x0 - 160 + ax + aw + 250)) / 2;
  const shift = (inner: string) => `<g transform="translate(${r(dx)} 0)">${inner}</g>`;
  const wat = water(rng, horizon, sky.sunX, hs);
  const vig = vignette('vig', 0.55);
  const defs = [
    sky.defs,
    wat.defs,
    linear(
      'plume',
      [
        [0, '#dbe4ee', 0.55],
        [1, mix('#dbe4ee', C.orange, 0.3), 0.1],
      ],
      0,
      0,
      1,
      0,
    ),
    blur('pl', 9),
    blur('gl', 4),
    vig.def,
  ].join('');
  const scene = `<g id="plant">${shift(s.join(''))}</g>`;
  const body = [
    sky.sky,
    hills(rng, horizon, [hue('#5b7696', hs), hue('#34506f', hs)]),
    `<g filter="url(#pl)">${shift(plumes)}</g>`,
    wat.body,
    scene,
    `<g filter="url(#gl)">${shift(glow.join(''))}</g>`,
    `<use href="#plant" transform="translate(0 ${r(2 * base)}) scale(1 -1)" opacity="0.35"/>`,
    `<rect x="${BG.x}" y="${r(base)}" width="${BG.w}" height="${H - BG.y}" fill="${hue('#050c16', hs)}" opacity="0.25"/>`,
    vig.use,
  ].join('');
  return frame(width, height, defs, body);
}
