import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** In an archive: the manifest, the database, and the folders of files under DATA_DIR (public images, CVs). */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'site.db';
export const FILE_FOLDERS = ['uploads', 'private'] as const;

const fileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const manifestSchema = z.object({
  format: z.literal(1),
  created_at: z.string(),
  site_version: z.string(),
  files: z.array(fileEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;

const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file under `root` (the manifest itself excepted), by its path with forward slashes, in a stable order. */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found.filter((file) => file !== MANIFEST_FILE).sort();
}

/** The size and SHA-256 of every file under `root`. */
export const checksumsOf = (root: string): Manifest['files'] =>
  filesUnder(root).map((file) => ({
    path: file,
    bytes: fs.statSync(path.join(root, file)).size,
    sha256: sha256Of(path.join(root, file)),
  }));

/**
 * Checks an unpacked archive against its manifest: a readable manifest, every file it lists present with its size
 * and checksum, the database among them, and no file it does not list. Returns the problems found, none when whole.
 */
export function verifyUnpacked(root: string): { manifest?: Manifest; problems: string[] } {
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8')));
  } catch {
    return { problems: [`${MANIFEST_FILE} is missing or unreadable: this is not a backup of this site`] };
  }
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(DATABASE_FILE)) problems.push(`${DATABASE_FILE} is not in the manifest`);
  for (const file of manifest.files) {
    const full = path.join(root, file.path);
    if (!fs.existsSync(full)) problems.push(`${file.path} is missing`);
    else if (fs.statSync(full).size !== file.bytes || sha256Of(full) !== file.sha256)
      problems.push(`${file.path} does not match its checksum`);
  }
  for (const file of filesUnder(root)) if (!listed.has(file)) problems.push(`${file} is not in the manifest`);
  return { manifest, problems };
}
