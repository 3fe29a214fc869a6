import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', async () => {
  it('keeps the formatting the editor produces', async () => {
    const html =
      '<h2>Overhaul</h2><p>We <strong>overhaul</strong> <em>rotors</em> and <u>blades</u>.</p><ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://example.com/x">link</a> <a href="mailto:a@b.de">mail</a></p>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', async () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg>';
    const clean = await sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|onload|javascript|iframe|style/i);
  });

  it('unwraps the spans and classes Lexical writes, and opens external links safely', async () => {
    expect(
      await sanitizeRichText(
        '<h1 class="x" dir="ltr"><span style="white-space: pre-wrap;">Title</span></h1><p><a href="https://a.example" target="_blank">a</a></p>',
      ),
    ).toBe('<h2>Title</h2><p><a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>');
  });

  it('keeps images only from our own uploads', async () => {
    expect(
      await sanitizeRichText(
        '<p><img src="/api/uploads/2026/11/ab12.webp" alt="a"><img src="https://tracker.example/p.gif"></p>',
      ),
    ).toBe('<p><img src="/api/uploads/2026/11/ab12.webp" alt="a" /></p>');
  });
});
