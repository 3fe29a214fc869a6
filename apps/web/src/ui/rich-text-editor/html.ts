import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isTextNode,
  type LexicalEditor,
  type ParagraphNode,
} from 'lexical';

/** Replaces the content with the given HTML; inline content outside a block goes into paragraphs. Call in an update. */
export function $setHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim() !== '') {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    let paragraph: ParagraphNode | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
        root.append(node);
        paragraph = null;
      } else if (!($isTextNode(node) && paragraph === null && node.getTextContent().trim() === '')) {
        if (paragraph === null) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

/** The content as clean HTML; '' when there is no text. Call in a read or an update. */
export function $getHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return '';
  return cleanHtml($generateHtmlFromNodes(editor, null));
}

// Lexical's HTML carries what only the editor needs: theme classes, `white-space` styles, `dir`, `value` on list
// items, <span> around plain text, and <b>/<i> around <strong>/<em>. The server drops most of it anyway
// (sanitize-rich-text.ts); dropping it here keeps the stored HTML small and readable.
const EDITOR_ATTRIBUTES = ['class', 'style', 'dir', 'value'];

function cleanHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    for (const attribute of EDITOR_ATTRIBUTES) element.removeAttribute(attribute);
  }
  for (const span of Array.from(template.content.querySelectorAll('span'))) span.replaceWith(...span.childNodes);
  for (const [outer, inner] of [
    ['b', 'STRONG'],
    ['i', 'EM'],
  ] as const) {
    for (const element of Array.from(template.content.querySelectorAll(outer))) {
      const only = element.childNodes.length === 1 ? element.firstChild : null;
      if (only instanceof HTMLElement && only.tagName === inner) element.replaceWith(only);
    }
  }
  return template.innerHTML;
}
