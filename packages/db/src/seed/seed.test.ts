import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../create-db.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedIfEmpty } from './index.ts';

let dataDir: string;
let db: Db;
const quickImage = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#123' } })
    .webp()
    .toBuffer();

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-seed-'));
  db = createDb(path.join(dataDir, 'site.db'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (
  table: 'services' | 'spare_groups' | 'spare_parts' | 'partners' | 'images' | 'pages' | 'page_parts',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedIfEmpty', () => {
  it('fills an empty site with content in three languages and an image file for every image row', async () => {
    expect(await seedIfEmpty(db, { dataDir, renderImage: quickImage })).toBe(true);

    expect(await count('pages')).toBe(4);
    expect(await count('services')).toBeGreaterThanOrEqual(13);
    expect(await count('spare_groups')).toBeGreaterThanOrEqual(7);
    expect(await count('spare_parts')).toBeGreaterThan(100);
    expect(await count('partners')).toBe(2);

    const groups = await db.selectFrom('spare_groups').select('title_en').orderBy('position').execute();
    const titles = groups.map((g) => g.title_en).join(' | ');
    for (const name of ['LM2500', 'LM6000', 'Frame 5', 'Frame 6', 'Frame 7', 'Frame 9', 'SGT'])
      expect(titles).toContain(name);

    for (const lang of ['DE', 'EN', 'RU'] as const) {
      const products = await db.selectFrom('products').select(['model', 'power']).where('lang', '=', lang).execute();
      expect(products.map((p) => p.model).join(' ')).toMatch(/LM2500.*LM6000/s);
      for (const product of products) expect(product.power).toBeGreaterThan(0);
      expect(
        (await db.selectFrom('categories').select('id').where('lang', '=', lang).execute()).length,
      ).toBeGreaterThan(0);
    }

    const parts = await db
      .selectFrom('spare_parts')
      .select(['description_de', 'description_en', 'description_ru', 'quantity'])
      .execute();
    for (const part of parts) {
      expect(part.description_ru).toMatch(/[а-яА-Я]/);
      expect(part.description_en).not.toBe(part.description_ru);
      expect(Number.isInteger(part.quantity)).toBe(true);
    }

    const paths = [
      ...(await db.selectFrom('images').select('path').execute()).map((r) => r.path),
      ...(await db.selectFrom('partners').select('image as path').execute()).map((r) => r.path),
    ];
    expect(paths.length).toBeGreaterThan(30);
    for (const imagePath of paths) expect(fs.existsSync(path.join(dataDir, imagePath))).toBe(true);
  });

  it('does nothing on a site that already has content', async () => {
    await seedIfEmpty(db, { dataDir, renderImage: quickImage });
    const services = await count('services');
    expect(await seedIfEmpty(db, { dataDir, renderImage: quickImage })).toBe(false);
    expect(await count('services')).toBe(services);
  });

  it('leaves no rows and no files when drawing a picture fails', async () => {
    let drawn = 0;
    const failing = async () => {
      if (++drawn > 5) throw new Error('renderer broke');
      return quickImage();
    };
    await expect(seedIfEmpty(db, { dataDir, renderImage: failing })).rejects.toThrow('renderer broke');
    expect(await count('pages')).toBe(0);
    expect(await count('images')).toBe(0);
    const uploads = path.join(dataDir, 'uploads', 'seed');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });
});
