import { describe, expect, it } from 'vitest';
import { isBlankText, languagesOfAll, shownText, titledPageLanguages } from './text-fallback.ts';

const service = (texts: Partial<Record<'title' | 'text', [string, string, string]>>) => {
  const [title_de, title_en, title_ru] = texts.title ?? ['', '', ''];
  const [text_de, text_en, text_ru] = texts.text ?? ['', '', ''];
  return { title_de, title_en, title_ru, text_de, text_en, text_ru };
};

describe('text fallback', () => {
  it('counts an emptied editor and white space as no text, a picture as text', () => {
    expect(['', '  ', '<p><br></p>', '<p>&nbsp;</p>', '<p> </p>'].map(isBlankText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['x', '<p>x</p>', '<p><img src="/api/uploads/a.webp"></p>'].map(isBlankText)).toEqual([false, false, false]);
  });

  it('shows the own language when written, else German, else the first other language', () => {
    const record = service({ title: ['Wartung', '', 'Обслуживание'], text: ['', 'Service', ''] });
    expect(shownText(record, 'title', 'en')).toEqual({ text: 'Wartung', lang: 'de' });
    expect(shownText(record, 'title', 'ru')).toEqual({ text: 'Обслуживание', lang: 'ru' });
    expect(shownText(record, 'text', 'de')).toEqual({ text: 'Service', lang: 'en' });
    expect(shownText(service({}), 'text', 'ru')).toEqual({ text: '', lang: 'ru' });
  });

  it('names the languages of a page by its text, or by its title when it has no text', () => {
    expect(titledPageLanguages(service({ title: ['A', 'B', 'C'], text: ['<p>a</p>', '', ''] }))).toEqual(['de']);
    expect(titledPageLanguages(service({ title: ['A', 'B', ''] }))).toEqual(['de', 'en']);
    expect(titledPageLanguages(service({}))).toEqual(['de', 'en', 'ru']);
    expect(
      languagesOfAll([
        ['de', 'en'],
        ['de', 'en', 'ru'],
      ]),
    ).toEqual(['de', 'en']);
    expect(languagesOfAll([])).toEqual(['de', 'en', 'ru']);
  });
});
