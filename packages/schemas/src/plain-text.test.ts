import { describe, expect, it } from 'vitest';
import { plainText, plainWords } from './plain-text.ts';

describe('plain text of rich text', () => {
  it('keeps the words: inline markup joins them, blocks and line breaks part them, entities are decoded', () => {
    expect(
      plainWords(
        '<p>Vor <strong>Ort</strong> &amp; welt<em>weit</em>.</p><ul><li>A&nbsp;B</li><li>&#171;C&#x bb;</li></ul>',
      ),
    ).toBe('Vor Ort & weltweit. A B «C&#x bb;');
    expect(plainWords('<h2>Title</h2>Line<br>next')).toBe('Title Line next');
  });

  it('cuts a head description at the limit with an ellipsis', () => {
    expect(plainText(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
    expect(plainText('<p>short</p>')).toBe('short');
  });
});
