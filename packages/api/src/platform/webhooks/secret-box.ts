import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Signing secrets must stay usable (a delivery is signed with them), so they cannot be kept as hashes like tokens.
// They are kept sealed instead: AES-256-GCM with the servers' key (SECRETS_KEY, or a key file in DATA_DIR), so a copy
// of the database or a backup alone reveals none of them.

/** Seals and opens the secrets the database keeps. */
export interface SecretBox {
  seal(secret: string): string;
  /** The secret, or an error when it was sealed with another key. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;

/** Reads a key written as 64 hex digits or as base64 of 32 bytes; null for anything else. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES && /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? bytes : null;
}

/** A new random key, as SECRETS_KEY takes it. */
export const newSecretsKey = () => randomBytes(KEY_BYTES).toString('hex');

export const SECRET_UNREADABLE =
  'The signing secret was sealed with another key: set the same SECRETS_KEY on every server, or rotate the secret';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(
        ':',
      );
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || !data) throw new Error(SECRET_UNREADABLE);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(SECRET_UNREADABLE);
      }
    },
  };
}
