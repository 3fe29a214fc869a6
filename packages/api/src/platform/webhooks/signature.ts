import { createHmac, randomBytes } from 'node:crypto';

// Webhook signatures by the Standard Webhooks specification (https://www.standardwebhooks.com): a receiver checks a
// delivery with any of its libraries (the tests use the reference `standardwebhooks` package, not this code).

/** The prefix of a signing secret, as the specification and its libraries write it. */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64, shown to the owner once. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A new message id, the same for every attempt and replay of one event (`webhook-id`: receivers drop repeats by it). */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The key bytes of a `whsec_…` secret. */
function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A signing secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** One signature, `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
function signatureWith(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three headers of a delivery. Several secrets sign it during a rotation's grace period (the new one first), as
 * space-separated signatures in one header: a receiver that knows either accepts it.
 */
export function signedHeaders(
  secrets: readonly string[],
  message: { id: string; timestamp: Date; body: string },
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  const seconds = Math.floor(message.timestamp.getTime() / 1000);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': secrets.map((secret) => signatureWith(secret, message.id, seconds, message.body)).join(' '),
  };
}
