import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Kept answers (public reads, rendered pages) are sent as bytes compressed once per encoding a client asked for,
// rather than compressed again on every send: the compression plugin lets an answer that names its encoding pass.

export type Encoding = 'br' | 'gzip';
/** Compressed copies of one kept body, made when first asked for. */
export type CompressedCopies = Partial<Record<Encoding, Buffer>>;

/** As the compression plugin (app.ts): smaller answers go as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** Larger answers are left to the compression plugin, which streams them instead of blocking while it compresses. */
const COMPRESS_UP_TO_BYTES = 512 * 1024;

/**
 * How hard to compress, once per kept body: `fast` as the compression plugin (Brotli 4: nearly the size of the best
 * at a fraction of its time) for reads up to half a megabyte; `small` for pages (Brotli 9, gzip 9), which phones
 * download on every first visit and which are compressed once per render.
 */
export type Effort = 'fast' | 'small';
const LEVELS: Record<Effort, { br: number; gzip: number }> = { fast: { br: 4, gzip: 6 }, small: { br: 9, gzip: 9 } };

const compress: Record<Encoding, (body: Buffer, effort: Effort) => Buffer> = {
  br: (body, effort) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].br,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body, effort) => zlib.gzipSync(body, { level: LEVELS[effort].gzip }),
};

/** The bytes a kept body and its compressed copies take. */
export const sizeWithCopies = (body: Buffer, copies: CompressedCopies) =>
  body.length + (copies.br?.length ?? 0) + (copies.gzip?.length ?? 0);

/**
 * The encoding the compression plugin would choose for this request, by its rules: the header lowercased, `*` and
 * `x-gzip` taken as gzip, the same preference order, and no compression for a client that sends `x-no-compression`.
 */
function pluginEncodingOf(request: FastifyRequest): string | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return undefined;
  return (
    negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip', 'deflate', 'identity']) ?? undefined
  );
}

/**
 * Sends a kept body in the encoding the request accepts: Brotli or gzip from its copies (made now if this is the
 * first request for that encoding; `grew` learns their size, for the cache's bound), anything else as the
 * compression plugin does for any answer.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  copies: CompressedCopies,
  grew: (bytes: number) => void,
  effort: Effort = 'fast',
) {
  const encoding =
    body.length >= COMPRESS_FROM_BYTES && body.length <= COMPRESS_UP_TO_BYTES ? pluginEncodingOf(request) : undefined;
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(body);
  let encoded = copies[encoding];
  if (!encoded) {
    encoded = compress[encoding](body, effort);
    if (encoded.length >= body.length) return reply.send(body);
    copies[encoding] = encoded;
    grew(encoded.length);
  }
  // Already encoded: the compression plugin lets it pass.
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  void reply.header('content-encoding', encoding).header('content-length', encoded.length);
  return reply.send(encoded);
}
