import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a refused request may still send after its answer, for its client to read that answer, before it is cut off. */
const LINGER_BYTES = 256 * 1024;
const LINGER_MS = 2000;

/**
 * For a request refused before its body was read (401, 413): after the answer, what follows of the body is read
 * and dropped up to a small bound, then the connection is closed. Closing at once would lose the answer for many
 * clients (they see a broken pipe while still sending); reading it all would cost the server the whole upload.
 */
export function dropRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const incoming = request.raw;
  if (incoming.complete) return;
  reply.raw.once('finish', () => {
    if (incoming.complete) return;
    let dropped = 0;
    // Destroying the request destroys its connection (and works on the injected requests of tests too).
    const cutOff = () => incoming.destroy();
    const timer = setTimeout(cutOff, LINGER_MS);
    timer.unref();
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) cutOff();
    });
    incoming.once('end', () => clearTimeout(timer));
    incoming.once('close', () => clearTimeout(timer));
  });
}
