import { randomUUID } from 'node:crypto';

// The parts every mail of the site is made of: safe headers, a Message-ID, a body as plain text and as HTML.

/** Text a visitor typed, safe in a header: no line breaks or other control characters (no header injection). */
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A fresh Message-ID in the sender's domain. */
export const messageIdFor = (from: string) => `<${randomUUID()}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'}>`;

/** Label–value rows and an optional table of lines, as plain text and as simple HTML with every value escaped. */
export function mailBody(sections: {
  rows: [string, string][];
  table?: { head: string[]; rows: string[][] };
  notes: string[];
  link?: { label: string; href: string };
}) {
  const text = [
    ...sections.rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    ...(sections.table
      ? ['', sections.table.head.join(' | '), ...sections.table.rows.map((row) => row.join(' | '))]
      : []),
    ...(sections.link ? ['', `${sections.link.label}: ${sections.link.href}`] : []),
    ...(sections.notes.length ? ['', ...sections.notes] : []),
  ].join('\n');
  const cell = (value: string, tag = 'td') =>
    `<${tag} style="padding:4px 12px 4px 0;text-align:left;vertical-align:top">${escapeHtml(value).replace(/\n/g, '<br>')}</${tag}>`;
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a">',
    `<table style="border-collapse:collapse">${sections.rows.map(([label, value]) => `<tr>${cell(label, 'th')}${cell(value)}</tr>`).join('')}</table>`,
    sections.table
      ? `<table style="border-collapse:collapse;margin-top:12px"><tr>${sections.table.head.map((head) => cell(head, 'th')).join('')}</tr>${sections.table.rows.map((row) => `<tr>${row.map((value) => cell(value)).join('')}</tr>`).join('')}</table>`
      : '',
    sections.link ? `<p><a href="${escapeHtml(sections.link.href)}">${escapeHtml(sections.link.label)}</a></p>` : '',
    ...sections.notes.map((note) => `<p style="color:#475569">${escapeHtml(note)}</p>`),
    '</div>',
  ].join('');
  return { text, html };
}
