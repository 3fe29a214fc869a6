import type { EditorThemeClasses } from 'lexical';

// Classes Lexical puts on the nodes it renders. The editable also carries `.rich-text` (styles.css), so the text
// looks as on the public site; these classes repeat the essentials and fix what an editor needs in addition.
export const theme: EditorThemeClasses = {
  heading: {
    h2: 'text-2xl font-semibold tracking-tight text-navy-900 first:mt-0',
    h3: 'text-xl font-semibold text-navy-900 first:mt-0',
  },
  quote: 'border-l-4 border-steel-300 pl-4 text-muted',
  list: {
    ul: 'list-disc pl-6',
    ol: 'list-decimal pl-6',
    listitem: 'pl-0.5',
    nested: { listitem: 'list-none' },
  },
  link: 'font-medium text-steel-600 underline underline-offset-2',
  text: {
    bold: 'font-semibold',
    italic: 'italic',
    underline: 'underline underline-offset-2',
    strikethrough: 'line-through',
    underlineStrikethrough: 'underline line-through',
  },
};
