import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// Part-number search over HTTP, on a real SQLite file with its FTS5 indexes: what a buyer typing a number from a
// manual or an ERP order gets back, and that every way the administrator writes parts keeps the index current.

let t: TestApp;
let auth: Record<string, string>;
let turbineGroup: number;
let sealGroup: number;

const createGroup = async (titles: Record<string, string>) => {
  const body = multipartBody(titles, []);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/spare',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};
const addPart = async (groupId: number, part: Record<string, unknown>) => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/spare/${groupId}/part`,
    headers: auth,
    payload: part,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};

beforeEach(async () => {
  t = await createTestApp();
  auth = t.bearer(await t.signIn());
  turbineGroup = await createGroup({
    title_de: 'LM6000 Ersatzteile',
    title_en: 'LM6000 spare parts',
    title_ru: 'Запчасти LM6000',
  });
  sealGroup = await createGroup({ title_de: 'Dichtungen', title_en: 'Seals' });
  await addPart(turbineGroup, {
    partnumber: 'L29479-G01',
    description_de: 'Brennstoffdüse',
    description_en: 'Fuel nozzle',
    description_ru: 'Топливная форсунка',
    quantity: 4,
  });
  await addPart(turbineGroup, { partnumber: 'L29479-G02', description_en: 'Fuel nozzle, liquid' });
  await addPart(turbineGroup, { partnumber: 'XL29479G01A', description_en: 'Nozzle adapter' });
  await addPart(turbineGroup, { partnumber: '629479', description_en: 'Spacer' });
  await addPart(sealGroup, {
    partnumber: '9236M71P09',
    subst_part: 'L29479-G05',
    description_de: 'Dichtring, Heißgasteil',
    description_en: 'Seal ring, hot section',
    description_ru: 'Уплотнительное кольцо',
  });
});
afterEach(async () => {
  await t.close();
});

interface PartFound {
  id: number;
  partnumber: string;
  subst_part: string;
  description: string;
  quantity: number;
  group: { id: number; title: string };
  matched: 'partnumber' | 'subst_part' | 'description';
}
interface SearchAnswer {
  parts: PartFound[];
  products: { id: number; title: string; lang: string }[];
  services: { id: number; title: string }[];
  spares: { id: number; title: string }[];
}

const search = (q: string, lang?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams(lang ? { q, lang } : { q }).toString()}`,
    headers,
  });
const found = async (q: string, lang?: string) => {
  const response = await search(q, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
};
const numbersFound = async (q: string) => (await found(q)).parts.map((part) => part.partnumber);

describe('GET /api/search', () => {
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
    const { parts } = await found('L29479G05', 'en');
    expect(parts).toEqual([
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
    const image = { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() };
    const post = (url: string, fields: Record<string, string>) => {
      const body = multipartBody(fields, [image]);
      return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
    };
    const service = await post('/api/service', {
      title_de: 'Boroskopie',
      title_en: 'Borescope inspection',
      title_ru: 'Бороскопия',
    });
    expect(service.statusCode, service.body).toBe(201);
    const product = await post('/api/product', { title: 'LM6000 PF package', lang: 'EN', power: '50' });
    expect(product.statusCode, product.body).toBe(201);

    expect((await found('boroskop', 'en')).services).toEqual([
      { id: service.json().id, title: 'Borescope inspection' },
    ]);
    const lm6000 = await found('LM6000', 'ru');
    expect(lm6000.spares).toEqual([{ id: turbineGroup, title: 'Запчасти LM6000' }]);
    expect(lm6000.products).toEqual([]);
    // The tail of an unknown part number is not a word: `000` alone does not find every LM6000 page.
    expect(await found('ZX-99-000')).toEqual({ parts: [], products: [], services: [], spares: [] });
    expect((await found('LM 6000', 'en')).spares).toEqual([{ id: turbineGroup, title: 'LM6000 spare parts' }]);
    expect((await found('lm-6000 package', 'en')).products).toEqual([
      { id: product.json().id, title: 'LM6000 PF package', lang: 'EN' },
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
    ]) {
      const response = await search(q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await numbersFound('L29479%G01')).toEqual(['L29479-G01', 'XL29479G01A']);
  });

  it('asks for more than 1–2 letters or digits, and for a language it knows', async () => {
    for (const q of ['', 'L', 'l2', 'L-2', '%_"*', ' a b ']) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().message).toBe('Please type at least 3 letters or digits to search.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search' })).json().message).toBe(
      'Please type at least 3 letters or digits to search.',
    );
    expect((await search('L29479', 'fr')).json().message).toBe('Language must be one of de, en, ru');
  });

  it('answers at most 50 parts', async () => {
    const csv = [
      'partnumber,description_de,description_en,description_ru,subst_part,quantity',
      ...Array.from({ length: 80 }, (_, i) => `AB-${1000 + i},,Bolt,,,1`),
    ].join('\n');
    const body = multipartBody({ preview: 'false' }, [
      { field: 'file', filename: 'parts.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/spare/${turbineGroup}/import`,
          payload: body.payload,
          headers: { ...body.headers, ...auth },
        })
      ).statusCode,
    ).toBe(200);
    const { parts } = await found('ab1');
    expect(parts).toHaveLength(50);
    expect(parts[0]!.partnumber).toBe('AB-1000');
  });

  it('keeps the index current on every write: create, update, delete and bulk import', async () => {
    const id = await addPart(sealGroup, { partnumber: 'N-100/7', subst_part: 'N-100/8' });
    expect(await numbersFound('n1007')).toEqual(['N-100/7']);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/spare/${sealGroup}/part/${id}`,
      headers: auth,
      payload: { partnumber: 'N-200/7' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await numbersFound('n1007')).toEqual([]);
    expect((await found('n1008')).parts).toEqual([
      expect.objectContaining({ partnumber: 'N-200/7', matched: 'subst_part' }),
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/spare/${sealGroup}/part/${id}`,
      headers: auth,
      payload: { subst_part: '', description_en: 'Gland packing' },
    });
    expect(await numbersFound('n1008')).toEqual([]);
    expect(await numbersFound('gland')).toEqual(['N-200/7']);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/spare/${sealGroup}/part/${id}`, headers: auth })).statusCode,
    ).toBe(200);
    expect(await numbersFound('n2007')).toEqual([]);

    const csv =
      'partnumber,description_de,description_en,description_ru,subst_part,quantity\nQ-77-01,Lager,Bearing,Подшипник,Q-77-02,3\n9236M71P09,Dichtring,O-ring seal,Кольцо,,1\n';
    const body = multipartBody({ preview: 'false' }, [
      { field: 'file', filename: 'parts.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/spare/${sealGroup}/import`,
          payload: body.payload,
          headers: { ...body.headers, ...auth },
        })
      ).statusCode,
    ).toBe(200);
    expect(await numbersFound('q7702')).toEqual(['Q-77-01']);
    expect(await numbersFound('подшипник')).toEqual(['Q-77-01']);
    // The import changed the known part: its substitute number is gone from the index, its new description is in.
    expect(await numbersFound('L29479G05')).toEqual([]);
    expect(await numbersFound('o-ring seal')).toEqual(['9236M71P09']);

    // Deleting a group deletes its parts from the index too.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/spare/${sealGroup}`, headers: auth })).statusCode).toBe(
      200,
    );
    expect(await numbersFound('q7701')).toEqual([]);
  });

  it('looks up many pasted numbers at once: each with its part (by its number or a substitute) or null', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search/lookup',
      payload: { partnumbers: ['l29479 g01', 'L29479.G05', 'NOPE-1'], lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
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
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/search/lookup',
      payload: { partnumbers: Array.from({ length: 201 }, (_, i) => `P${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 200 part numbers at once');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/search/lookup', payload: { partnumbers: [] } })).json().message,
    ).toBe('Please send at least one part number');
  });

  it('is public on tRPC too, with the same answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/search.query?input=${encodeURIComponent(JSON.stringify({ q: 'L29479 G01', lang: 'en' }))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toEqual(await found('L29479 G01', 'en'));
  });

  it('allows 240 searches a minute per address, then answers 429 until the next minute; other addresses go on', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    t = await reopenTrustingProxy();
    for (let i = 0; i < 240; i++) expect((await search(`L29479 ${i}`, 'de', from('203.0.113.7'))).statusCode).toBe(200);
    const refused = await search('L29479', 'de', from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many searches. Please wait a minute and try again.');
    expect((await search('L29479', 'de', from('203.0.113.8'))).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await search('L29479', 'de', from('203.0.113.7'))).statusCode).toBe(200);
    // Old minutes are swept: the table does not grow with every address that ever searched.
    expect(await t.db.selectFrom('rate_limit_hits').select('minute').distinct().execute()).toHaveLength(1);
  });
});

async function reopenTrustingProxy() {
  await t.close();
  return createTestApp({ trustProxy: 1 });
}
