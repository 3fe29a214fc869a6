/** 'turbine': a gas turbine package on its skid, side view with a cutaway, in a studio. */
import { BG, C, H, type MotifInput, W, blur, frame, hue, linear, makeRng, radial, shade, vignette } from './common.ts';
import { turbineBody } from './turbine-body.ts';

export function turbineSvg({ width, height, variant }: MotifInput): string {
  const rng = makeRng(variant, 1);
  const dark = rng.chance(0.6);
  const hs = rng.range(-3, 6);
  const scale = rng.range(0.9, 1.0);
  const floorY = 610;
  const spotX = rng.range(380, 820);
  const wallTop = dark ? hue(C.ink, hs) : '#e4ebf2';
  const wallMid = dark ? hue(shade(C.steel, -0.25), hs) : '#f7f9fb';
  const floorTop = dark ? hue(shade(C.navy, 0.05), hs) : '#c9d6e2';
  const floorBot = dark ? C.ink : '#9fb2c4';
  const horizon = 520;

  const body = turbineBody('t', rng, { cut: true, skid: true, hueShift: hs });
  const ox = W / 2 - 485 * scale;
  const axisY = floorY - 230 * scale;
  const place = `translate(${ox.toFixed(1)} ${axisY.toFixed(1)}) scale(${scale.toFixed(4)})`;
  const vig = vignette('vig', dark ? 0.7 : 0.25, dark ? C.ink : '#5a7189');

  const defs = [
    linear(
      'wall',
      [
        [0, wallTop],
        [0.75, wallMid],
        [1, shade(wallMid, dark ? 0.05 : -0.04)],
      ],
      0,
      0,
      0,
      horizon,
      true,
    ),
    linear(
      'floor',
      [
        [0, floorTop],
        [1, floorBot],
      ],
      0,
      horizon,
      0,
      H,
      true,
    ),
    linear(
      'refl',
      [
        [0, floorTop, dark ? 0.55 : 0.72],
        [0.45, floorTop, 0.94],
        [1, floorBot, 1],
      ],
      0,
      floorY,
      0,
      H,
      true,
    ),
    radial(
      'spot',
      [
        [0, dark ? hue(C.steel2, hs) : '#ffffff', dark ? 0.55 : 0.9],
        [1, dark ? C.steel : '#ffffff', 0],
      ],
      spotX,
      300,
      620,
    ),
    radial(
      'warm',
      [
        [0, C.orange, dark ? 0.16 : 0.08],
        [1, C.orange, 0],
      ],
      W / 2 + 60 * scale,
      axisY - 60,
      380,
    ),
    blur('sh', 16),
    `<clipPath id="below"><rect x="${BG.x}" y="${floorY}" width="${BG.w}" height="${BG.h}"/></clipPath>`,
    body.defs,
    vig.def,
  ].join('');

  const panelLines = Array.from({ length: 7 }, (_, i) => {
    const x = -300 + i * 300;
    return `<rect x="${x}" y="${BG.y}" width="150" height="${horizon - BG.y}" fill="${dark ? '#ffffff' : C.steel}" opacity="${dark ? 0.015 : 0.025}"/>`;
  }).join('');

  const svgBody = [
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${horizon - BG.y}" fill="url(#wall)"/>`,
    panelLines,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${horizon - BG.y}" fill="url(#spot)"/>`,
    `<rect x="${BG.x}" y="${horizon}" width="${BG.w}" height="${BG.h}" fill="url(#floor)"/>`,
    `<rect x="${BG.x}" y="${horizon}" width="${BG.w}" height="2" fill="#ffffff" opacity="${dark ? 0.08 : 0.5}"/>`,
    `<g id="eng"><g transform="${place}">${body.body}</g></g>`,
    `<use href="#eng" transform="translate(0 ${2 * floorY}) scale(1 -1)"/>`,
    `<rect x="${BG.x}" y="${floorY}" width="${BG.w}" height="${BG.h}" fill="url(#refl)"/>`,
    `<ellipse cx="${W / 2}" cy="${floorY + 6}" rx="${560 * scale}" ry="14" fill="#000" opacity="${dark ? 0.7 : 0.35}" filter="url(#sh)" clip-path="url(#below)"/>`,
    `<rect x="${BG.x}" y="${BG.y}" width="${BG.w}" height="${BG.h}" fill="url(#warm)"/>`,
    vig.use,
  ].join('');
  return frame(width, height, defs, svgBody);
}
