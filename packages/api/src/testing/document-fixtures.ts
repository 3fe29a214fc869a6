/** Minimal files whose first bytes are what real documents start with. */
export const PDF_FILE = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const DOC_FILE = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(512),
]);
export const DOCX_FILE = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....'),
]);
export const ODT_FILE = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text'),
]);
/** A Windows program (MZ header), as an attacker would rename it to cv.pdf. */
export const EXE_FILE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
