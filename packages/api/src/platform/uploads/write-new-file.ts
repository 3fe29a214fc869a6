import fs from 'node:fs/promises';

/**
 * Writes a file that must not exist yet. A write that fails partway (the disk full: ENOSPC) removes what it began,
 * so no cut-off or empty file stays behind that no record names; a name already taken is left alone.
 */
export async function writeNewFile(file: string, bytes: Buffer): Promise<void> {
  try {
    await fs.writeFile(file, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
    throw error;
  }
}
