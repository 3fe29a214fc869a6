import fs from 'node:fs';
import path from 'node:path';
import { newSecretsKey, parseSecretsKey } from '@tp/api';

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The key sealing stored signing secrets: SECRETS_KEY when set, else the key in DATA_DIR/secrets.key, made on first
 * use (readable by the server's user only). A site on one box needs nothing set; servers sharing a PostgreSQL
 * database must share the key, or secrets sealed by one cannot be opened by another (deliveries say so).
 */
export function loadSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseSecretsKey(configured)!;
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: two servers starting at once on one directory do not overwrite each other's key.
    fs.writeFileSync(file, `${newSecretsKey()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretsKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a secrets key (64 hex digits): remove it or set SECRETS_KEY`);
  return key;
}
