import fs from 'node:fs';
import path from 'node:path';

/** Every file under `{dataDir}/uploads` (or another folder), relative to dataDir: what a request left on disk. */
export function filesUnder(dataDir: string, folder = 'uploads'): string[] {
  const root = path.join(dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((entry) => path.join(folder, entry))
    .filter((entry) => fs.statSync(path.join(dataDir, entry)).isFile())
    .sort();
}
