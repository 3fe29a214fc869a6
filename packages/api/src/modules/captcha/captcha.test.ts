import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_CODE } from '../../testing/test-constants.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
});
afterEach(() => t.close());

const create = (ip?: string) => t.visitor(ip).captcha.create();
const verify = (id: string, answer: string) => t.visitor().captcha.verify({ id, answer });

/**
 * How svg-captcha's pictures were read without any image processing: each character was a filled path (noise
 * was stroked), placed by where its drawing starts, and the letters of a path's drawing commands were the same
 * wherever and however large the character was drawn. Shown pictures with known codes, the reader learns them.
 */
const shapesOf = (svg: string) =>
  [...svg.matchAll(/<(?:path|text|use|polygon)\b[^>]*>/g)]
    .map(([element]) => element)
    .filter((element) => !element.includes('fill="none"'))
    .map((element) => ({ element, drawing: /\bd="([^"]*)"/.exec(element)?.[1] ?? '' }))
    .sort((a, b) => Number(/[\d.]+/.exec(a.drawing)?.[0] ?? 0) - Number(/[\d.]+/.exec(b.drawing)?.[0] ?? 0))
    .map(({ element, drawing }) => drawing.replace(/[^A-Za-z]/g, '') || element);

function learnFromMarkup(examples: { svg: string; code: string }[]): Map<string, string> {
  const signatures = new Map<string, string>();
  for (const { svg, code } of examples) {
    const shapes = shapesOf(svg);
    if (shapes.length === code.length) shapes.forEach((shape, index) => signatures.set(shape, code[index]!));
  }
  return signatures;
}

const readFromMarkup = (svg: string, signatures: Map<string, string>) =>
  shapesOf(svg)
    .map((shape) => signatures.get(shape) ?? '')
    .join('');

describe('captcha.create', () => {
  it('gives an id and a picture whose markup is one raster image, naming none of the code', async () => {
    const { id, svg } = await create();
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(svg).toMatch(/^<svg[^>]*><image [^>]*href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/><\/svg>$/);
    const png = Buffer.from(/base64,([^"]+)/.exec(svg)![1]!, 'base64');
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 200, height: 64, format: 'png' });
    // A real drawing: dark ink on the light background, not a blank.
    const { channels } = await sharp(png).stats();
    expect(Math.min(...channels.slice(0, 3).map((channel) => channel.min))).toBeLessThan(80);
    expect(Math.max(...channels.slice(0, 3).map((channel) => channel.max))).toBeGreaterThan(220);
  });

  it('has a markup reader that reads the pictures of svg-captcha, the package it replaced', () => {
    const draw = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;
    const old = (code: string) =>
      draw(code, { width: 200, height: 64, fontSize: 62, noise: 3, color: false, background: '#f1f5f9' });
    // Pictures of the whole alphabet, six characters each, as a reader would collect them with their answers.
    const known = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789ABCD'.match(/.{6}/g)!;
    const signatures = learnFromMarkup(known.map((code) => ({ code, svg: old(code) })));
    const codes = ['bEAd92', 'ZyMkq7', 'hTuR5s', 'XwPn3a', 'fDgC8J', 'eVbN4x', 'tSrQm6', 'KjH2zW', 'uYcG7p', 'dF5BkE'];
    expect(codes.map((code) => readFromMarkup(old(code), signatures))).toEqual(codes);
  });

  it('cannot be read from its markup: 20 pictures of one code, each different, none read', async () => {
    const examples = await Promise.all(
      Array.from({ length: 5 }, async () => ({ svg: (await create()).svg, code: TEST_CAPTCHA_CODE })),
    );
    const signatures = learnFromMarkup(examples);
    expect(signatures.size).toBe(0);
    const pictures: string[] = [];
    for (let i = 0; i < 20; i++) pictures.push((await create()).svg);
    expect(new Set(pictures).size).toBe(20);
    const read = pictures.map((svg) => readFromMarkup(svg, signatures));
    expect(read.filter((text) => text === TEST_CAPTCHA_CODE)).toEqual([]);
    expect(read.every((text) => text === '')).toBe(true);
    for (const svg of pictures) expect(svg).not.toContain(TEST_CAPTCHA_CODE);
  });

  it('limits new challenges per address and minute, not for visitors elsewhere', async () => {
    for (let i = 0; i < 30; i++) await create('10.1.1.1');
    expect(await refusal(create('10.1.1.1'))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many captcha requests. Please wait a minute and try again.',
    });
    await create('10.2.2.2');
    t.advance(61 * 1000);
    await create('10.1.1.1');
  });

  it('sweeps expired challenges when new ones are made', async () => {
    await create();
    await create();
    t.advance(11 * 60 * 1000);
    await create();
    expect(await t.db.selectFrom('captcha_challenges').select('id').execute()).toHaveLength(1);
  });
});

describe('captcha.verify', () => {
  it('gives a ticket for the exact code, once: a solved challenge, an unknown one and an expired one are refused', async () => {
    const { id } = await create();
    expect(await verify(id, TEST_CAPTCHA_CODE)).toEqual({ ok: true, ticket: expect.stringMatching(/^[\w-]{40,}$/) });
    const incorrect = { code: 'BAD_REQUEST', message: 'Incorrect CAPTCHA. Try again!' };
    expect(await refusal(verify(id, TEST_CAPTCHA_CODE))).toEqual(incorrect);
    expect(await refusal(verify('no-such-challenge', TEST_CAPTCHA_CODE))).toEqual(incorrect);
    const stale = await create();
    t.advance(11 * 60 * 1000);
    expect(await refusal(verify(stale.id, TEST_CAPTCHA_CODE))).toEqual(incorrect);
  });

  it('is case-sensitive, and a wrong answer burns the challenge', async () => {
    const { id } = await create();
    expect(await refusal(verify(id, TEST_CAPTCHA_CODE.toLowerCase()))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(verify(id, TEST_CAPTCHA_CODE))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
