/** 'control-room': a dim control room, operator desk with three screens and a video wall behind. */
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
  r,
  radial,
  shade,
  vignette,
} from './common.ts';
import { dashScreen, mimicScreen, trendScreen } from './screens.ts';

export function controlRoomSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 5);
  const hs = rng.range(-3, 6);
  const screenBg = hue('#0e2440', hs);
  const kinds = [trendScreen, mimicScreen, dashScreen];
  const titles = ['GT-1 Trend', 'GT-1 Übersicht', 'Generator', 'Brennkammer', 'Verdichter', 'Schmieröl'];
  const order = [0, 1, 2].sort(() => rng() - 0.5);

  const defs: string[] = [
    linear(
      'wall',
      [
        [0, hue('#060e1a', hs)],
        [0.6, hue(C.navy, hs)],
        [1, hue(C.navy2, hs)],
      ],
      0,
      0,
      0,
      600,
      true,
    ),
    linear(
      'scr',
      [
        [0, shade(screenBg, 0.08)],
        [1, shade(screenBg, -0.25)],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'desk',
      [
        [0, hue(shade(C.steel, -0.15), hs)],
        [0.12, hue(C.navy2, hs)],
        [1, C.ink],
      ],
      0,
      590,
      0,
      H,
      true,
    ),
    linear(
      'bez',
      [
        [0, '#1c2838'],
        [1, '#0a0f17'],
      ],
      0,
      0,
      0,
      1,
    ),
    radial(
      'spill',
      [
        [0, C.steel2, 0.5],
        [1, C.steel2, 0],
      ],
      W / 2,
      610,
      520,
    ),
    radial(
      'wallglow',
      [
        [0, C.steel2, 0.35],
        [1, C.steel2, 0],
      ],
      W / 2,
      220,
      620,
    ),
    linear(
      'glare',
      [
        [0, '#ffffff', 0.07],
        [0.4, '#ffffff', 0],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    ),
    blur('dof', 2.2),
  ];
  const b: string[] = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${600 - BG.y}" fill="url(#wall)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${600 - BG.y}" fill="url(#wallglow)"/>`,
  ];
  // ceiling light strips
  for (let i = 0; i < 3; i++) {
    const y = 18 + i * 16;
    b.push(
      `<rect x="${-200 + i * 60}" y="${y}" width="${1600 - i * 120}" height="${3 - i * 0.7}" fill="#dbeafe" opacity="${0.28 - i * 0.07}"/>`,
    );
  }
  // video wall, out of focus
  const vw: string[] = [];
  const cols = 3;
  const pw = 300;
  const ph = 146;
  const vx = W / 2 - (cols * pw + 2 * 6) / 2;
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < cols; col++) {
      const x = vx + col * (pw + 6);
      const y = 84 + row * (ph + 6);
      const kind = kinds[(row * cols + col + variant) % 3]!;
      vw.push(`<rect x="${r(x)}" y="${y}" width="${pw}" height="${ph}" fill="url(#scr)"/>`);
      vw.push(
        `<g transform="translate(${r(x)} ${y}) scale(0.75)">${kind(rng, pw / 0.75, ph / 0.75, titles[(row * 3 + col) % titles.length]!)}</g>`,
      );
    }
  }
  b.push(`<rect x="${r(vx - 14)}" y="70" width="${cols * pw + 40}" height="${2 * ph + 34}" rx="4" fill="#03070d"/>`);
  b.push(`<g filter="url(#dof)" opacity="0.85">${vw.join('')}</g>`);
  b.push(`<rect x="${BG.x}" y="560" width="${BG.w}" height="40" fill="${C.ink}" opacity="0.5"/>`);

  // desk
  b.push(
    `<path d="M${BG.x},620 Q${W / 2},570 ${W - BG.x},620 L${W - BG.x},${H - BG.y} L${BG.x},${H - BG.y} Z" fill="url(#desk)"/>`,
  );
  b.push(
    `<path d="M${BG.x},620 Q${W / 2},570 ${W - BG.x},620" fill="none" stroke="${C.steel3}" stroke-opacity="0.45" stroke-width="2"/>`,
  );
  b.push(`<rect x="${BG.x}" y="560" width="${BG.w}" height="${H}" fill="url(#spill)"/>`);

  // monitors
  const mons = [
    { x: 95, w: 330, skew: 7, sx: 0.9 },
    { x: 435, w: 330, skew: 0, sx: 1 },
    { x: 775, w: 330, skew: -7, sx: 0.9 },
  ];
  mons.forEach((m, i) => {
    const mh = 214;
    const y = 360;
    const cx = m.x + m.w / 2;
    const kind = kinds[order[i]!]!;
    const sw = m.w - 16;
    const sh = mh - 16;
    b.push(`<rect x="${r(cx - 10)}" y="${y + mh - 4}" width="20" height="38" fill="#141c27"/>`);
    b.push(`<ellipse cx="${r(cx)}" cy="${y + mh + 36}" rx="60" ry="9" fill="#0b121c"/>`);
    b.push(`<g transform="translate(${r(cx)} ${y}) skewY(${m.skew}) scale(${m.sx} 1) translate(${r(-m.w / 2)} 0)">`);
    b.push(`<rect x="-6" y="-6" width="${m.w + 12}" height="${mh + 12}" rx="14" fill="${C.steel2}" opacity="0.12"/>`);
    b.push(`<rect width="${m.w}" height="${mh}" rx="8" fill="url(#bez)"/>`);
    b.push(`<rect x="8" y="8" width="${sw}" height="${sh}" rx="2" fill="url(#scr)"/>`);
    b.push(`<g transform="translate(8 8)">${kind(rng, sw, sh, titles[(order[i]! + 3) % titles.length]!)}</g>`);
    b.push(`<rect x="8" y="8" width="${sw}" height="${sh}" rx="2" fill="url(#glare)"/>`);
    b.push(`</g>`);
  });
  // keyboard and blurred foreground edge
  b.push(
    `<rect x="${W / 2 - 150}" y="668" width="300" height="26" rx="5" fill="#101824" stroke="${C.steel2}" stroke-opacity="0.3"/>`,
  );
  const vig = vignette('vig', 0.75);
  defs.push(vig.def);
  b.push(vig.use);
  return frame(width, height, defs.join(''), b.join(''));
}
