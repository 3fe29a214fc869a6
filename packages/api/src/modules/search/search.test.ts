import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { SEARCH_CATALOGUE } from '../../testing/search-catalogue.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Part-number search on a real database with its indexes (SQLite's FTS5 tables, PostgreSQL's trigram indexes): what
// a buyer typing a number from a manual or an ERP order gets back, and that every way the administrator writes
// parts keeps the index current. Over HTTP (the query string, tRPC, the limit behind a proxy) in
// apps/server/src/routes/search.test.ts.
let t: TestCaller;
let turbineGroup: number;
let sealGroup: number;

const createGroup = async (titles: Record<string, string>) => (await t.admin.spare.create(formData(titles))).id;
const addPart = async (id: number, part: (typeof SEARCH_CATALOGUE)['turbine']['parts'][number]) =>
  (await t.admin.spare.createPart({ id, ...part })).id;
const importCsv = (id: number, csv: string) =>
  t.admin.spare.importParts(
    formData({ id, preview: 'false' }, [
      { field: 'file', data: Buffer.from(csv), name: 'parts.csv', type: 'text/csv' },
    ]),
  );

beforeEach(async () => {
  t = await createTestCaller();
  const { turbine, seals } = SEARCH_CATALOGUE;
  turbineGroup = await createGroup(turbine.titles);
  sealGroup = await createGroup(seals.titles);
  for (const part of turbine.parts) await addPart(turbineGroup, part);
  for (const part of seals.parts) await addPart(sealGroup, part);
});
afterEach(() => t.close());

const found = (q: string, lang?: 'de' | 'en' | 'ru', ip?: string) => t.visitor(ip).search.query({ q, lang });
const numbersFound = async (q: string) => (await found(q)).parts.map((part) => part.partnumber);

describe('search.query', () => {
  it('finds a part number in any spelling: exact first, then where it is inside another number', async () => {
    for (const q of ['l29479g01', 'L29479 G01', 'L29479-G01', 'L29479.G01', 'ｌ２９４７９Ｇ０１']) {
      expect(await numbersFound(q), q).toEqual(['L29479-G01', 'XL29479G01A']);
    }
    // Prefix: of part numbers, then of substitute numbers (9236M71P09 replaces L29479-G05).
    expect(await numbersFound('L29479-G0')).toEqual(['L29479-G01', 'L29479-G02', '9236M71P09', 'XL29479G01A']);
    // Inside: the shorter numbers first, the substitute match after the part numbers.
    expect(await numbersFound('29479')).toEqual(['629479', 'L29479-G01', 'L29479-G02', 'XL29479G01A', '9236M71P09']);
  });

  it('answers every field of a part, its group in the asked language, and what matched', async () => {
    const { parts } = await found('l29479g01', 'ru');
    expect(parts[0]).toEqual({
      id: expect.any(Number),
      partnumber: 'L29479-G01',
      subst_part: '',
      description: 'Топливная форсунка',
      quantity: 4,
      group: { id: turbineGroup, title: 'Запчасти LM6000' },
      matched: 'partnumber',
    });
    // A language without a text falls back to another one rather than showing nothing.
    expect((await found('XL29479G01A', 'de')).parts[0]).toMatchObject({
      description: 'Nozzle adapter',
      group: { title: 'LM6000 Ersatzteile' },
    });
  });

  it('finds a part by its substitute number and says so', async () => {
    expect((await found('L29479G05', 'en')).parts).toEqual([
      expect.objectContaining({
        partnumber: '9236M71P09',
        subst_part: 'L29479-G05',
        matched: 'subst_part',
        group: { id: sealGroup, title: 'Seals' },
      }),
    ]);
  });

  it('finds words of descriptions in every language, inside German compounds and in any case, below number hits', async () => {
    expect((await found('УПЛОТНИТЕЛЬНОЕ', 'ru')).parts).toEqual([
      expect.objectContaining({
        partnumber: '9236M71P09',
        description: 'Уплотнительное кольцо',
        matched: 'description',
      }),
    ]);
    expect(await numbersFound('ring')).toEqual(['9236M71P09']);
    expect(await numbersFound('düse')).toEqual(['L29479-G01']);
    expect((await numbersFound('fuel nozzle')).sort()).toEqual(['L29479-G01', 'L29479-G02']);
    // No description holds every word: any of them will do, the best first.
    expect((await numbersFound('SGT-400 nozzle')).slice(0, 3).sort()).toEqual([
      'L29479-G01',
      'L29479-G02',
      'XL29479G01A',
    ]);
  });

  it('finds services, spare groups and products by title, answered in the asked language', async () => {
    const image = { field: 'images', data: await pngImage() };
    const service = await t.admin.service.create(
      formData({ title_de: 'Boroskopie', title_en: 'Borescope inspection', title_ru: 'Бороскопия' }, [image]),
    );
    const product = await t.admin.product.create(
      formData({ title: 'LM6000 PF package', lang: 'EN', power: '50' }, [image]),
    );
    expect((await found('boroskop', 'en')).services).toEqual([{ id: service.id, title: 'Borescope inspection' }]);
    const lm6000 = await found('LM6000', 'ru');
    expect(lm6000.spares).toEqual([{ id: turbineGroup, title: 'Запчасти LM6000' }]);
    expect(lm6000.products).toEqual([]);
    // The tail of an unknown part number is not a word: `000` alone does not find every LM6000 page.
    expect(await found('ZX-99-000')).toEqual({ parts: [], products: [], services: [], spares: [] });
    expect((await found('LM 6000', 'en')).spares).toEqual([{ id: turbineGroup, title: 'LM6000 spare parts' }]);
    expect((await found('lm-6000 package', 'en')).products).toEqual([
      { id: product.id, title: 'LM6000 PF package', lang: 'EN' },
    ]);
  });

  it('treats wildcards, quotes and full-text syntax as plain characters', async () => {
    for (const q of [
      'L29479%',
      'L29479_G01',
      '"L29479" OR "X"',
      "L29479' --",
      'L29479*',
      'NEAR(L29479 G01)',
      '{pn_norm}: L29479',
      '^L29479',
    ])
      await found(q);
    expect(await numbersFound('L29479%G01')).toEqual(['L29479-G01', 'XL29479G01A']);
  });

  it('asks for more than 1–2 letters or digits, and for a language it knows', async () => {
    const tooShort = { code: 'BAD_REQUEST', message: 'Please type at least 3 letters or digits to search.' };
    for (const q of ['', 'L', 'l2', 'L-2', '%_"*', ' a b ']) expect(await refusal(found(q)), q).toEqual(tooShort);
    expect(await refusal(t.visitor().search.query({} as { q: string }))).toEqual(tooShort);
    expect(await refusal(found('L29479', 'fr' as 'de'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Language must be one of de, en, ru',
    });
  });

  it('answers at most 50 parts', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => `AB-${1000 + i},,Bolt,,,1`);
    await importCsv(
      turbineGroup,
      ['partnumber,description_de,description_en,description_ru,subst_part,quantity', ...rows].join('\n'),
    );
    const { parts } = await found('ab1');
    expect(parts).toHaveLength(50);
    expect(parts[0]!.partnumber).toBe('AB-1000');
  });

  it('reads the later tiers only while the earlier ones leave room in the 50: inside a number, then descriptions', async () => {
    const header = 'partnumber,description_de,description_en,description_ru,subst_part,quantity';
    const starting = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `GDX-${String(from + i).padStart(3, '0')},,Bolt,,,1`);
    await importCsv(turbineGroup, [header, ...starting(1, 48), 'QGDX-900,,Bolt,,,1', 'Z-1,,Gdx ring,,,1'].join('\n'));
    const room = (await found('gdx')).parts;
    expect(room).toHaveLength(50);
    expect(room.slice(-2).map((part) => [part.partnumber, part.matched])).toEqual([
      ['QGDX-900', 'partnumber'],
      ['Z-1', 'description'],
    ]);
    await importCsv(turbineGroup, [header, ...starting(49, 2)].join('\n'));
    const full = (await found('gdx')).parts.map((part) => part.partnumber);
    expect(full).toEqual(starting(1, 50).map((row) => row.split(',')[0]));
  });

  it('keeps the index current on every write: create, update, delete and bulk import', async () => {
    const id = await addPart(sealGroup, { partnumber: 'N-100/7', subst_part: 'N-100/8' });
    expect(await numbersFound('n1007')).toEqual(['N-100/7']);
    expect(await numbersFound('1007')).toEqual(['N-100/7']); // inside the number
    await t.admin.spare.updatePart({ id: sealGroup, partId: id, partnumber: 'N-200/7' });
    expect(await numbersFound('n1007')).toEqual([]);
    expect(await numbersFound('1007')).toEqual([]);
    expect(await numbersFound('2007')).toEqual(['N-200/7']);
    expect((await found('n1008')).parts).toEqual([
      expect.objectContaining({ partnumber: 'N-200/7', matched: 'subst_part' }),
    ]);
    await t.admin.spare.updatePart({ id: sealGroup, partId: id, subst_part: '', description_en: 'Gland packing' });
    expect(await numbersFound('n1008')).toEqual([]);
    expect(await numbersFound('gland')).toEqual(['N-200/7']);
    await t.admin.spare.deletePart({ id: sealGroup, partId: id });
    expect(await numbersFound('n2007')).toEqual([]);
    expect(await numbersFound('2007')).toEqual([]);

    await importCsv(
      sealGroup,
      'partnumber,description_de,description_en,description_ru,subst_part,quantity\nQ-77-01,Lager,Bearing,Подшипник,Q-77-02,3\n9236M71P09,Dichtring,O-ring seal,Кольцо,,1\n',
    );
    expect(await numbersFound('q7702')).toEqual(['Q-77-01']);
    expect(await numbersFound('7702')).toEqual(['Q-77-01']);
    expect(await numbersFound('подшипник')).toEqual(['Q-77-01']);
    // The import changed the known part: its substitute number is gone from the index, its new description is in.
    expect(await numbersFound('L29479G05')).toEqual([]);
    expect(await numbersFound('o-ring seal')).toEqual(['9236M71P09']);

    // Deleting a group deletes its parts from the index too.
    await t.admin.spare.delete({ id: sealGroup });
    expect(await numbersFound('q7701')).toEqual([]);
    expect(await numbersFound('7701')).toEqual([]);
  });

  it('allows 240 searches a minute per address, then refuses until the next minute; other addresses go on', async () => {
    for (let i = 0; i < 240; i++) await found(`L29479 ${i}`, 'de', '203.0.113.7');
    expect(await refusal(found('L29479', 'de', '203.0.113.7'))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many searches. Please wait a minute and try again.',
    });
    await found('L29479', 'de', '203.0.113.8');
    t.advance(2 * 60_000);
    await found('L29479', 'de', '203.0.113.7');
    // The counts reach the database once a second (or when the server stops); old minutes are swept then, so the
    // table does not grow with every address that ever searched.
    await t.deps.hitCounter.flush();
    expect(await t.db.selectFrom('rate_limit_hits').select('minute').distinct().execute()).toHaveLength(1);
  });
});

describe('search.suggest', () => {
  const suggested = (q: string, lang?: 'de' | 'en' | 'ru', ip?: string) => t.visitor(ip).search.suggest({ q, lang });

  it('suggests at most eight: parts by number or description first, then spare groups, each with where it goes', async () => {
    expect(await suggested('L29479-G0', 'en')).toEqual([
      { kind: 'part', id: expect.any(Number), label: 'L29479-G01', detail: 'Fuel nozzle' },
      { kind: 'part', id: expect.any(Number), label: 'L29479-G02', detail: 'Fuel nozzle, liquid' },
      { kind: 'part', id: expect.any(Number), label: '9236M71P09', detail: 'Seal ring, hot section' },
      { kind: 'part', id: expect.any(Number), label: 'XL29479G01A', detail: 'Nozzle adapter' },
    ]);
    const lm6000 = await suggested('LM6000', 'ru');
    expect(lm6000).toContainEqual({ kind: 'spares', id: turbineGroup, label: 'Запчасти LM6000', detail: '' });
    for (let i = 0; i < 12; i++) await addPart(sealGroup, { partnumber: `K-${100 + i}`, description_en: 'Seal ring' });
    const seals = await suggested('seal', 'en');
    expect(seals).toHaveLength(8);
    expect(seals.slice(0, 4).every((suggestion) => suggestion.kind === 'part')).toBe(true);
    expect(seals).toContainEqual({ kind: 'spares', id: sealGroup, label: 'Seals', detail: '' });
  });

  it('never lets the parts of a hidden group crowd out visible ones, by number or by description', async () => {
    const hidden = await createGroup({ title_en: 'Coming soon', hidden: 'true' });
    for (let i = 0; i < 12; i++)
      await addPart(hidden, { partnumber: `H-77-${10 + i}`, description_en: 'Hidden bracket' });
    await addPart(sealGroup, { partnumber: 'H-77-99', description_en: 'Bracket' });
    expect((await suggested('H-77', 'en')).map((suggestion) => suggestion.label)).toEqual(['H-77-99']);
    expect((await suggested('bracket', 'en')).map((suggestion) => suggestion.label)).toEqual(['H-77-99']);
    expect(await numbersFound('H-77-1')).toEqual([]);
  });

  it('answers what changed at once: a kept answer is gone after any write', async () => {
    expect((await suggested('Q-88-0', 'en')).map((suggestion) => suggestion.label)).toEqual([]);
    expect(await numbersFound('Q-88-0')).toEqual([]);
    await addPart(sealGroup, { partnumber: 'Q-88-01', description_en: 'Bearing' });
    expect((await suggested('Q-88-0', 'en')).map((suggestion) => suggestion.label)).toEqual(['Q-88-01']);
    expect(await numbersFound('Q-88-0')).toEqual(['Q-88-01']);
  });

  it('counts every suggestion and search, kept or not, against the same limit', async () => {
    for (let i = 0; i < 120; i++) await suggested('L29479', 'de', '203.0.113.9');
    for (let i = 0; i < 120; i++) await found('L29479', 'de', '203.0.113.9');
    expect(await refusal(suggested('L29479', 'de', '203.0.113.9'))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await refusal(found('L29479', 'de', '203.0.113.9'))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('search.lookup', () => {
  it('looks up many pasted numbers at once: each with its part (by its number or a substitute) or null', async () => {
    expect(
      await t.visitor().search.lookup({ partnumbers: ['l29479 g01', 'L29479.G05', 'NOPE-1'], lang: 'en' }),
    ).toEqual([
      {
        partnumber: 'l29479 g01',
        part: {
          id: expect.any(Number),
          partnumber: 'L29479-G01',
          subst_part: '',
          description: 'Fuel nozzle',
          quantity: 4,
          group: { id: turbineGroup, title: 'LM6000 spare parts' },
        },
      },
      { partnumber: 'L29479.G05', part: expect.objectContaining({ partnumber: '9236M71P09' }) },
      { partnumber: 'NOPE-1', part: null },
    ]);
    const partnumbers = Array.from({ length: 201 }, (_, i) => `P${i}`);
    expect(await refusal(t.visitor().search.lookup({ partnumbers }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'At most 200 part numbers at once',
    });
    expect(await refusal(t.visitor().search.lookup({ partnumbers: [] }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please send at least one part number',
    });
  });
});
