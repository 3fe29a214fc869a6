import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software for tests over HTTP or `createCaller`: it answers the server's WebAuthn options
 * as a browser with a platform authenticator would (attestation "none", an ES256 key, a signature counter), and can
 * be told to answer for another origin or RP ID, or with an old counter, to show that the server refuses those.
 * The browser tests use Chromium's virtual authenticator instead.
 */
export function softAuthenticator(site: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authenticatorData = (rpId: string, signCount: number, attested?: Uint8Array) => {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0); // user present, user verified, attested credential data
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    credentialId: isoBase64URL.fromBuffer(credentialId),
    /** Answers `navigator.credentials.create` for registration options. */
    register(options: { challenge: string; user?: unknown }, change: { origin?: string; rpId?: string } = {}) {
      userHandle = (options.user as { id?: string } | undefined)?.id ?? '';
      const attested = Buffer.concat([
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        Buffer.from(isoCBOR.encode(coseKeyOf(publicKey))),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authenticatorData(change.rpId ?? site.rpId, counter, attested))],
        ]) as never,
      );
      const id = isoBase64URL.fromBuffer(credentialId);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', options.challenge, change.origin ?? site.origin),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** Answers `navigator.credentials.get` for sign-in options; the counter goes up by one unless told otherwise. */
    signIn(options: { challenge: string }, change: { origin?: string; rpId?: string; counter?: number } = {}) {
      counter = change.counter ?? counter + 1;
      const data = authenticatorData(change.rpId ?? site.rpId, counter);
      const client = clientData('webauthn.get', options.challenge, change.origin ?? site.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      const id = isoBase64URL.fromBuffer(credentialId);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

/** The public key as COSE (EC2, P-256, ES256), as an authenticator puts it into its registration answer. */
function coseKeyOf(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: 'jwk' });
  return new Map<number, unknown>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]) as never;
}
