import { isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Rich text as a translator's tool sees it: the words, with the markup around them as numbered inline codes (XLIFF
 * 2.0 `<pc>` for an element with content, `<ph>` for one without), each code's original HTML kept beside the text
 * (`<originalData>`). A CAT tool shows the codes as tags the translator moves with the words, and cannot break the
 * markup; the import puts the HTML back from the codes and sanitises it, as every write is.
 */

/** Words, an element around words (`pc`), or an element alone (`ph`: a line break, an image). */
export type Inline = string | { pc: string; contents: Inline[] } | { ph: string };

/** What a code stands for: the opening tag (or the whole empty element) and, for a `pc`, the closing tag. */
export interface CodeData {
  start: string;
  end?: string;
}

export interface CodedText {
  inline: Inline[];
  /** By code id. */
  data: Map<string, CodeData>;
}

const VOID_ELEMENTS = new Set(['br', 'img', 'hr', 'wbr']);

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function openingTag(name: string, attributes: Record<string, string>): string {
  const listed = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
  return `<${name}${listed.join('')}>`;
}

/** Turns (sanitised) HTML into words and numbered codes. */
export function htmlToCodes(html: string): CodedText {
  const data = new Map<string, CodeData>();
  const walk = (nodes: ChildNode[]): Inline[] =>
    nodes.flatMap((node): Inline[] => {
      if (isText(node)) return node.data ? [node.data] : [];
      if (!isTag(node)) return []; // comments, processing instructions
      const id = String(data.size + 1);
      const start = openingTag(node.name, node.attribs);
      if (VOID_ELEMENTS.has(node.name)) {
        data.set(id, { start });
        return [{ ph: id }];
      }
      data.set(id, { start, end: `</${node.name}>` });
      return [{ pc: id, contents: walk(node.children) }];
    });
  return { inline: walk(parseDocument(html, { decodeEntities: true }).children), data };
}

/** The HTML the codes stand for; a code the data does not know is an error the caller reports. */
export function codesToHtml(inline: Inline[], data: Map<string, CodeData>): string {
  return inline
    .map((part) => {
      if (typeof part === 'string') return escapeText(part);
      const id = 'pc' in part ? part.pc : part.ph;
      const code = data.get(id);
      if (!code) throw new UnknownCode(id);
      if ('ph' in part) return code.start;
      return `${code.start}${codesToHtml(part.contents, data)}${code.end ?? ''}`;
    })
    .join('');
}

export class UnknownCode extends Error {
  constructor(readonly id: string) {
    super(`The inline code ${id} is not in the unit's original data`);
  }
}

/** Whether the text carries any code. */
export const hasCodes = (inline: Inline[]) => inline.some((part) => typeof part !== 'string');

/**
 * Two texts are the same when their words and markup are, whatever the white space and the spelling of the HTML
 * (`<br />` or `<br>`, `&nbsp;` or U+00A0): a CAT tool or a spreadsheet may change either.
 */
export function sameText(a: string, b: string): boolean {
  const normal = (html: string) => {
    const coded = htmlToCodes(html);
    return codesToHtml(coded.inline, coded.data).replace(/\s+/g, ' ').trim();
  };
  return normal(a) === normal(b);
}
