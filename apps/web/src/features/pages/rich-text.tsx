import type { SiteLang } from '@tp/schemas/languages';

/**
 * Rich text from the dashboard. The server sanitises it on every write, so it is rendered as stored. `lang` is set
 * when the text is in another language than the page (not translated yet), so screen readers pronounce it right.
 */
export function RichText({ html, className = '', lang }: { html: string; className?: string; lang?: SiteLang }) {
  return <div className={`rich-text ${className}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
