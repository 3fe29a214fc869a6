import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret for a bearer token or a captcha ticket. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database reveals no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
