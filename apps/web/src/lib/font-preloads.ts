import type { SiteLang } from '@tp/schemas/languages';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The font files a page in `lang` draws its text with, fetched beside the stylesheet rather than after it: the
 * browser otherwise finds them only once the stylesheet is parsed and the text laid out, then lays it out again.
 */
export function fontPreloads(lang: SiteLang) {
  const files = lang === 'ru' ? [latin, cyrillic] : [latin];
  return files.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  }));
}
