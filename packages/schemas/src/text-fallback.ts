/**
 * Which language a text is shown in when the address's language has none yet. Free of zod: the web app's first load
 * and the server's sitemap both use it, so a page, its head and the sitemap agree on what is translated.
 *
 * German is the source language: texts are written in German first and translated later. A text missing in the
 * visitor's language is shown in German (marked `lang="de"` where it appears), never as an empty page; the page's
 * address in that language is left out of search engines until its main text is translated.
 */
import { DEFAULT_SITE_LANG, SITE_LANGS, type SiteLang } from './languages.ts';

/** The language translations are made from. */
export const SOURCE_LANG: SiteLang = DEFAULT_SITE_LANG;

/** Records with a text per language: `title_de`, `title_en`, `title_ru`. */
export type TextsOf<Key extends string> = Record<`${Key}_${SiteLang}`, string>;

/** Where a missing text is looked for: the source first, then the other languages in the site's order. */
const FALLBACK_ORDER: readonly SiteLang[] = [SOURCE_LANG, ...SITE_LANGS.filter((lang) => lang !== SOURCE_LANG)];

/**
 * Whether a text says nothing: empty, only white space, or rich text whose markup holds no words and no picture
 * (an emptied editor leaves `<p><br></p>`).
 */
export function isBlankText(text: string | null | undefined): boolean {
  if (!text) return true;
  if (!text.includes('<')) return text.trim() === '';
  if (/<img\b/i.test(text)) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, '')
      .trim() === ''
  );
}

/** A text as a page shows it: the words, and the language they are in (another than the page's when it fell back). */
export interface ShownText {
  text: string;
  lang: SiteLang;
}

/** The text of `key` in `lang`, or, when it has none, in German, then in the first other language that has one. */
export function shownText<Key extends string>(record: TextsOf<Key>, key: Key, lang: SiteLang): ShownText {
  const own = record[`${key}_${lang}`];
  if (!isBlankText(own)) return { text: own, lang };
  for (const other of FALLBACK_ORDER) {
    const text = record[`${key}_${other}`];
    if (other !== lang && !isBlankText(text)) return { text, lang: other };
  }
  return { text: own ?? '', lang };
}

/** The languages `key` is written in; all of them when it is written in none (nothing there falls back). */
export function languagesWithText<Key extends string>(record: TextsOf<Key>, key: Key): SiteLang[] {
  const written = SITE_LANGS.filter((lang) => !isBlankText(record[`${key}_${lang}`]));
  return written.length > 0 ? written : [...SITE_LANGS];
}

/**
 * The languages of a page about a titled record (a service, a spare group): its text is the main text, or its
 * title when it has no text in any language.
 */
export function titledPageLanguages(record: TextsOf<'title' | 'text'>): SiteLang[] {
  const byText = SITE_LANGS.filter((lang) => !isBlankText(record[`text_${lang}`]));
  return byText.length > 0 ? byText : languagesWithText(record, 'title');
}

/** The languages every one of several texts is written in (a page that lists partners); all when there are none. */
export function languagesOfAll(languageSets: readonly (readonly SiteLang[])[]): SiteLang[] {
  return SITE_LANGS.filter((lang) => languageSets.every((languages) => languages.includes(lang)));
}
