import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partNumberKey, searchWords } from '@tp/schemas';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { SEARCH_CATALOGUE } from '../../testing/search-catalogue.ts';
import { createTestCaller, type TestCaller } from '../../testing/test-caller.ts';
import * as repo from './search.repository.ts';
import { titlesByKind, type TitleRow } from './search.repository.shared.ts';
import { mayFindTitles } from './title-trigrams.sqlite.ts';

// On SQLite the titles statement is asked of the title indexes' vocabulary first, and skipped when a query has a
// trigram no title has (most part numbers). Skipping must never change an answer.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller();
  for (const { titles } of Object.values(SEARCH_CATALOGUE)) await t.admin.spare.create(formData(titles));
  const image = { field: 'images', data: await pngImage() };
  await t.admin.service.create(
    formData({ title_de: 'Düsenprüfung', title_en: 'Nozzle testing', title_ru: 'Проверка форсунок' }, [image]),
  );
  await t.admin.product.create(formData({ title: 'SGT-400 Kompressorpaket', lang: 'DE', power: '13' }, [image]));
});
afterEach(() => t.close());

const query = (q: string, join: 'and' | 'or' = 'and') => repo.wordsQuery(searchWords(q), partNumberKey(q), join);

/** The titles the statement itself finds, run without asking first. */
async function statementTitles(q: string, join: 'and' | 'or', lang: 'de' | 'en' | 'ru') {
  const statement = repo.searchStatements(t.db, query(q, join), lang, 50)[1]!;
  return titlesByKind((await t.db.executeQuery(statement)).rows as unknown as TitleRow[]);
}

/** Waits until the vocabulary of the current content is read (in the background, after a content change). */
const vocabularyRead = () => expect.poll(() => mayFindTitles(t.db, query('zzz999'))).toBe(false);

describe.runIf(process.env.DATABASE_URL === undefined)('titles asked of the index vocabulary first (SQLite)', () => {
  it('skips the statement only where it finds nothing: the same titles as the statement, for every query', async () => {
    await vocabularyRead();
    const queries = [
      ...['L29479-G01', '9236M71P09', 'zzz999', 'parts qqq'],
      ...['lm6000', 'LM6000 spare', 'spare parts', 'seals lm6000', 'Dichtungen', 'ersatzteile'],
      // An accented title found by a query without its accents (FTS5 folds them), and queries with them.
      ...['dusenprufung', 'duse', 'Düsen', 'kompressorpaket sgt', 'sgt400', 'nozzle', 'Запчасти', 'форсунок lm6000'],
    ];
    let skipped = 0;
    for (const q of queries)
      for (const join of ['and', 'or'] as const)
        for (const lang of ['de', 'en', 'ru'] as const) {
          expect(await repo.titles(t.db, query(q, join), lang, 50), `${q} (${join}, ${lang})`).toEqual(
            await statementTitles(q, join, lang),
          );
          if (!(await mayFindTitles(t.db, query(q, join)))) skipped++;
        }
    // L29479-G01, 9236M71P09, zzz999 and sgt400 (no title has `gt4`: the product is SGT-400, as FTS5 finds nothing
    // for it either) either way, 'parts qqq' joined by `and`: 9 queries, each in three languages.
    expect(skipped).toBe(9 * 3);
    expect(await mayFindTitles(t.db, query('L29479-G01'))).toBe(false);
    expect(await mayFindTitles(t.db, query('parts qqq', 'or'))).toBe(true);
    // Every kind of title is in the vocabulary: a service's (folded by FTS5: ü → u) and a product's.
    expect((await repo.titles(t.db, query('dusenprufung'), 'de', 50)).services.map((found) => found.title)).toEqual([
      'Düsenprüfung',
    ]);
    expect(await mayFindTitles(t.db, query('dusenprufung'))).toBe(true);
    expect(await mayFindTitles(t.db, query('kompressorpaket'))).toBe(true);
  });

  it('reads the vocabulary again once the content changed: a title added later is found', async () => {
    await vocabularyRead();
    expect(await mayFindTitles(t.db, query('Kit4711'))).toBe(false);
    await t.admin.spare.create(formData({ title_de: 'Kit4711 Überholung', title_en: 'Kit4711 overhaul' }));
    // At once (the statement runs while the new vocabulary is read), and once it is read.
    expect((await repo.titles(t.db, query('Kit4711'), 'en', 50)).spares.map((spare) => spare.title)).toEqual([
      'Kit4711 overhaul',
    ]);
    await vocabularyRead();
    expect(await mayFindTitles(t.db, query('Kit4711'))).toBe(true);
    expect((await repo.titles(t.db, query('Kit4711'), 'en', 50)).spares.map((spare) => spare.title)).toEqual([
      'Kit4711 overhaul',
    ]);
  });
});
