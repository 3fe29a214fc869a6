import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partNumberKey, searchWords } from '@tp/schemas';
import { formData } from '../../testing/files-on-disk.ts';
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
});
afterEach(() => t.close());

const query = (q: string, join: 'and' | 'or' = 'and') => repo.wordsQuery(searchWords(q), partNumberKey(q), join);

/** The titles the statement itself finds, run without asking first. */
async function statementTitles(q: string, join: 'and' | 'or', lang: 'de' | 'en' | 'ru') {
  const statement = repo.searchStatements(t.db, query(q, join), lang, 50)[1]!;
  return titlesByKind((await t.db.executeQuery(statement)).rows as TitleRow[]);
}

describe.runIf(process.env.DATABASE_URL === undefined)('titles asked of the index vocabulary first (SQLite)', () => {
  it('skips the statement only where it finds nothing: the same titles as the statement, for every query', async () => {
    const queries = [
      'L29479-G01',
      '9236M71P09',
      'lm6000',
      'LM6000 spare',
      'spare parts',
      'seals lm6000',
      'Dichtungen',
      'ersatzteile',
      'Запчасти',
      'запчасти lm6000',
      'zzz999',
      'parts qqq',
      'Ersatzteilé',
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
    // Part numbers and words no title has are skipped; the others (and every non-ASCII query) run the statement.
    expect(await mayFindTitles(t.db, query('L29479-G01'))).toBe(false);
    expect(await mayFindTitles(t.db, query('parts qqq', 'or'))).toBe(true);
    expect(await mayFindTitles(t.db, query('Запчасти'))).toBe(true);
    // L29479-G01, 9236M71P09 and zzz999 either way, 'parts qqq' joined by `and`: 7 queries, each in three languages.
    expect(skipped).toBe(7 * 3);
  });

  it('reads the vocabulary again once the content changed: a title added later is found', async () => {
    expect(await mayFindTitles(t.db, query('Kit4711'))).toBe(false);
    await t.admin.spare.create(formData({ title_de: 'Kit4711 Überholung', title_en: 'Kit4711 overhaul' }));
    expect(await mayFindTitles(t.db, query('Kit4711'))).toBe(true);
    expect((await repo.titles(t.db, query('Kit4711'), 'en', 50)).spares.map((spare) => spare.title)).toEqual([
      'Kit4711 overhaul',
    ]);
  });
});
