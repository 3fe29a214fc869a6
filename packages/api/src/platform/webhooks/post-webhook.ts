import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isInternalAddress } from './receiver-address.ts';

/** A receiver has this long to answer (issue 40): a slow one fails the attempt, and is retried later. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer the delivery log keeps. */
const EXCERPT_BYTES = 1024;

/** How one attempt went: delivered means the receiver answered 2xx. */
export interface DeliveryOutcome {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer's body. */
  excerpt: string;
  /** Why it failed, in words for the delivery log; null when delivered. */
  error: string | null;
}

const PRIVATE_REFUSED =
  'The receiver’s address is in a private or local network (set WEBHOOKS_ALLOW_PRIVATE=1 to allow)';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS look-up that refuses internal addresses: the address is checked as the connection is made, not only when the
 * endpoint was saved, so a name that later resolves into the server's network (DNS rebinding) is not reached.
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.some((entry) => isInternalAddress(entry.address)))
      return callback(Object.assign(new Error(PRIVATE_REFUSED), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} not found`), []);
  });
}

const errorText = (error: unknown, timeoutMs: number): string => {
  // The only signal is the time-out's: an abort is the receiver taking too long.
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${timeoutMs / 1000} s`;
  if (error instanceof Error && error.message === PRIVATE_REFUSED) return PRIVATE_REFUSED;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
};

/**
 * POSTs one signed delivery and reads what the receiver answers. Redirects are not followed (a 3xx fails the attempt:
 * the endpoint's URL should be corrected), and the whole exchange is bounded by DELIVERY_TIMEOUT_MS.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<DeliveryOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivate && isIP(host) && isInternalAddress(host))
    return { delivered: false, statusCode: null, durationMs: took(), excerpt: '', error: PRIVATE_REFUSED };
  const client = target.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  try {
    const { statusCode, excerpt, location } = await new Promise<{
      statusCode: number;
      excerpt: string;
      location?: string;
    }>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'turbine-parts-webhooks/1',
          },
          signal: AbortSignal.timeout(timeoutMs),
          ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let length = 0;
          const finish = () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              excerpt: new TextDecoder().decode(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES)),
              location: response.headers.location,
            });
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            length += chunk.length;
            // Enough for the log: the rest of a long answer is not waited for.
            if (length >= EXCERPT_BYTES) {
              finish();
              response.destroy();
            }
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    if (statusCode >= 200 && statusCode < 300)
      return { delivered: true, statusCode, durationMs: took(), excerpt, error: null };
    const error =
      statusCode >= 300 && statusCode < 400
        ? `Redirect not followed${location ? ` (to ${location.slice(0, 200)})` : ''}: set the endpoint to the final address`
        : `The receiver answered ${statusCode}`;
    return { delivered: false, statusCode, durationMs: took(), excerpt, error };
  } catch (error) {
    return { delivered: false, statusCode: null, durationMs: took(), excerpt: '', error: errorText(error, timeoutMs) };
  }
}
