import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { CV_DOCUMENT_TYPES, CV_KINDS_TEXT, CV_MAX_BYTES, type CvDocumentKind } from '@tp/schemas';
import { PRIVATE_PREFIX, type FileStore } from '../../platform/files/file-store.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { readUpload } from '../../platform/uploads/read-upload.ts';

const KINDS = Object.keys(CV_DOCUMENT_TYPES) as CvDocumentKind[];
export const NOT_A_DOCUMENT = `Only ${CV_KINDS_TEXT} files can be sent.`;

type DocumentKind = CvDocumentKind;

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What a CV file really is, judged by its bytes (not its name or the browser's type); null when none of ours. */
export function detectDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // An ODF package stores its uncompressed `mimetype` entry first; a Word package names word/ parts.
    const head = bytes.subarray(0, 4096).toString('latin1');
    if (head.includes('mimetypeapplication/vnd.oasis.opendocument.text')) return 'odt';
    const names = bytes.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  }
  return null;
}

export interface StoredCvFile {
  original_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
}

/** CV files are kept as `private/cv/<random>.<kind>`: in PRIVATE_DIR's `cv/` folder, or the bucket's. */
const CV_PREFIX = `${PRIVATE_PREFIX}cv/`;

/** A name safe to show and to send back: no folders, no control characters, at most 150 characters. */
export function cleanFileName(name: string, kind: DocumentKind): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 150);
  return base || `cv.${kind}`;
}

/** Checks every file by content, then stores them as private files, apart from the public uploads. */
export async function storeCvFiles(store: FileStore, files: FileLike[]): Promise<StoredCvFile[]> {
  const checked: { bytes: Buffer; kind: DocumentKind; name: string }[] = [];
  for (const file of files) {
    const bytes = await readUpload(file, CV_MAX_BYTES);
    const kind = detectDocument(bytes);
    if (!kind) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_A_DOCUMENT });
    checked.push({ bytes, kind, name: cleanFileName(file.name, kind) });
  }
  const stored: StoredCvFile[] = [];
  try {
    for (const file of checked) {
      const storedName = `${randomBytes(16).toString('hex')}.${file.kind}`;
      await store.put(CV_PREFIX + storedName, file.bytes);
      stored.push({
        original_name: file.name,
        stored_name: storedName,
        mime_type: CV_DOCUMENT_TYPES[file.kind],
        size: file.bytes.length,
      });
    }
  } catch (error) {
    await deleteCvFiles(
      store,
      stored.map((file) => file.stored_name),
    );
    throw error;
  }
  return stored;
}

const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${KINDS.join('|')})$`);

/** The key of a stored CV name; null for anything the store could not have written. */
export function cvFileKey(storedName: string): string | null {
  return STORED_NAME.test(storedName) ? CV_PREFIX + storedName : null;
}

export async function deleteCvFiles(store: FileStore, storedNames: string[]): Promise<void> {
  await store.remove(storedNames.map(cvFileKey).filter((key): key is string => key !== null));
}
