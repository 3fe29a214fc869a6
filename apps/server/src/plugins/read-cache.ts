import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicQueryPaths } from '@tp/api';
import type { Db } from '@tp/db';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { ContentCache } from './content-cache.ts';
import { sendKept, sizeWithCopies, type CompressedCopies } from './precompressed.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read: its answer depends on nothing but its address and the database. */
    contentRead?: boolean;
  }
}

/**
 * A public read's answer as it was sent: UTF-8 bytes, encoded once rather than on every send, and compressed once
 * per encoding a client asked for (browsers, `fetch` and crawlers all ask), rather than on every send.
 */
interface CachedRead {
  body: Buffer;
  headers: [string, string][];
  /** Counted in the cache's byte bound with the body; kept only where smaller than it. */
  compressed: CompressedCopies;
}

const sizeOf = (entry: CachedRead) => sizeWithCopies(entry.body, entry.compressed);

const KEPT_HEADERS = ['content-type', 'etag', 'cache-control'] as const;
/** Set on a request whose answer is to be kept: the database version it was read at. */
const READ_AT = Symbol('readAt');
type Marked = FastifyRequest & { [READ_AT]?: string };

const isFetchResponse = (payload: unknown): payload is Response => payload instanceof Response;

/**
 * Keeps the answers of public reads (REST routes marked `contentRead`, tRPC GETs of public queries only) until the
 * database changes, and answers them again without running the procedure: a crawler's burst or a busy menu costs
 * one SQLite question per request. Callers with an Authorization header always get a fresh read. Registered after
 * the ETag plugin (the tag is kept with the body) and before compression (the body is kept as it was produced).
 */
export function registerReadCache(
  app: FastifyInstance,
  options: { db: Db; router: AnyRouter; metrics?: Pick<ServerMetrics, 'cacheLooked'> },
) {
  const cache = new ContentCache<CachedRead>(options.db, { entries: 2000, bytes: 16 * 1024 * 1024, sizeOf });
  const publicQueries = publicQueryPaths(options.router);

  const isContentRead = (request: FastifyRequest) => {
    if (request.method !== 'GET' || request.headers.authorization) return false;
    if (request.routeOptions.config.contentRead) return true;
    if (!request.url.startsWith('/trpc/')) return false;
    const paths = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
    return paths.split(',').every((path) => publicQueries.has(path));
  };

  app.addHook('onRequest', (request: Marked, reply, done) => {
    if (!isContentRead(request)) return done();
    const version = cache.validate();
    const kept = cache.get(request.url);
    options.metrics?.cacheLooked('api', kept !== undefined);
    if (!kept) {
      request[READ_AT] = version;
      return done();
    }
    for (const [name, value] of kept.headers) void reply.header(name, value);
    void reply.header('Cache-Status', cache.keptStatus());
    sendKept(request, reply, kept.body, kept.compressed, (bytes) => cache.grew(bytes));
  });

  app.addHook('onSend', async (request: Marked, reply: FastifyReply, payload) => {
    const version = request[READ_AT];
    if (version === undefined) return payload;
    // tRPC answers with a fetch Response (streamed): read as text, its status and headers moved onto the reply.
    if (isFetchResponse(payload)) {
      void reply.code(payload.status);
      for (const [name, value] of payload.headers) if (name !== 'content-length') void reply.header(name, value);
      // Fastify adds the charset to a JSON string it sends: the first answer says it too, as the kept ones will.
      if (reply.getHeader('content-type') === 'application/json') void reply.type('application/json; charset=utf-8');
      payload = await payload.text();
    }
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] =>
        reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [],
      );
      cache.set(request.url, { body: Buffer.from(payload), headers, compressed: {} }, version);
    }
    return payload;
  });
}
