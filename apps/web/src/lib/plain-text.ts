/** Plain text of rich text, for descriptions in page heads. */
export function plainText(html: string, max = 160): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
