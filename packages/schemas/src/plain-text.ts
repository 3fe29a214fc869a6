const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of rich text: its words on one line (page heads' descriptions, the Translations list's excerpts). The
 * stored HTML was sanitised on the way in (well-formed, no scripts), so dropping its tags and decoding the entities the
 * sanitiser writes is enough, and the result is the same on the server and in the browser.
 */
export function plainWords(html: string): string {
  return html
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of the plain text, cut where it reaches the limit (page heads). */
export function plainText(html: string, max = 160): string {
  const text = plainWords(html);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
