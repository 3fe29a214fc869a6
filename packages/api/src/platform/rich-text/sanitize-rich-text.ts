import type sanitizeHtml from 'sanitize-html';
import { loadSanitizer } from '../heavy-modules.ts';

// The allow-list of DESIGN.md: headings, paragraphs, lists, links, emphasis, tables, and images from our
// own uploads. Everything else (scripts, styles, event handlers, javascript: links, iframes) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Headings of level 1 belong to the page, not to its text: they become level 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = attribs.target === '_blank';
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/uploads\/[\w/-]+\.webp$/.test(frame.attribs.src ?? ''),
};

/** Cleans rich text before it is stored: only the allowed tags and attributes, only safe link schemes. */
export async function sanitizeRichText(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html, OPTIONS).trim();
}

/** Sanitises the rich-text fields of a record (those `keys` names) that `values` holds; other fields pass as they are. */
export async function sanitizeRichTextFields<Values extends Record<string, unknown>>(
  values: Values,
  keys: readonly (keyof Values)[],
): Promise<Values> {
  const clean: Record<string, unknown> = { ...values };
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string') clean[key as string] = await sanitizeRichText(value);
  }
  return clean as Values;
}
