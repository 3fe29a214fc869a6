/** Rich text from the dashboard. The server sanitises it on every write, so it is rendered as stored. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
