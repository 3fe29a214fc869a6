import { otherLanguage, useLanguage, type ShownText } from '../../lib/language.ts';
import { RichText } from './rich-text.tsx';

/** A line of text (a title, a description) in the page's language or, not translated yet, in the one it fell back to. */
export function ShownLine({ text }: { text: ShownText }) {
  const page = useLanguage();
  return <span lang={otherLanguage(text, page)}>{text.text}</span>;
}

/** A rich text in the page's language or, not translated yet, in the one it fell back to. */
export function ShownRichText({ text, className }: { text: ShownText; className?: string }) {
  const page = useLanguage();
  return <RichText html={text.text} lang={otherLanguage(text, page)} className={className} />;
}
