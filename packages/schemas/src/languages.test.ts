import { describe, expect, it } from 'vitest';
import { languageCookie, languageOfCookie, languageOfPath, localizedPath, withoutLanguagePrefix } from './languages.ts';

describe('language addresses and the language cookie', () => {
  it('reads the language of an address and builds the address of a page in a language', () => {
    expect(languageOfPath('/en/service/1')).toBe('en');
    expect(languageOfPath('/ru')).toBe('ru');
    expect(languageOfPath('/english/page')).toBe('de');
    expect(withoutLanguagePrefix('/ru/part-list/3')).toBe('/part-list/3');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/service/1', 'de')).toBe('/service/1');
    expect(localizedPath('/dashboard/settings', 'ru')).toBe('/dashboard/settings');
  });

  it('reads back the cookie it writes, and nothing that only looks like it', () => {
    const cookie = languageCookie('ru');
    expect(cookie).toBe('lang=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageOfCookie(cookie.split(';')[0])).toBe('ru');
    expect(languageOfCookie('theme=dark; lang=en; x=1')).toBe('en');
    expect(languageOfCookie('slang=en')).toBeUndefined();
    expect(languageOfCookie('lang=english')).toBeUndefined();
    expect(languageOfCookie('lang=fr')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });
});
