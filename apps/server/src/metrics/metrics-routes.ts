import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { errorBody } from '../plugins/error-handler.ts';
import { metricsAccessCheck, type MetricsAccess } from './metrics-access.ts';
import type { ServerMetrics } from './server-metrics.ts';

export const METRICS_OFF = 'This server serves no metrics: set METRICS_TOKEN or METRICS_ALLOW (README, "Metrics")';

/** The methods counted by name; any other a client sends is `OTHER`, so it cannot make new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A tRPC call is counted under its procedure when it names one and comes as tRPC calls do (GET or POST); several
 * batched in one request as `(batch)`; anything else as `(unknown)`: the series stay as few as the procedures.
 */
function trpcRoute(method: string, url: string, procedures: ReadonlySet<string>): string {
  if (method !== 'GET' && method !== 'POST') return '/trpc/(unknown)';
  const path = url.slice('/trpc/'.length).split('?')[0] ?? '';
  if (procedures.has(path)) return `/trpc/${path}`;
  return path.includes(',') ? '/trpc/(batch)' : '/trpc/(unknown)';
}

/**
 * Counts and times every answer by its route's pattern, and serves the counts at GET /metrics in Prometheus' text
 * format to the token's holder or a listed address. Registered first among the hooks, so the time is the whole
 * request's, a kept answer's too.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: ServerMetrics; access: MetricsAccess; procedures: ReadonlySet<string> } | undefined,
) {
  if (!options) {
    // Said plainly to a developer or a scraper pointed at a server that serves none (rather than a page's 404).
    app.get('/metrics', async (_request, reply) =>
      reply.status(404).header('Cache-Control', 'no-store').send(errorBody(404, METRICS_OFF)),
    );
    return;
  }
  const { metrics, procedures } = options;
  // Named, so a CPU profile finds it (bench:observability).
  app.addHook('onResponse', function countRequest(request, reply, done) {
    const pattern = request.routeOptions.url;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route =
      pattern === undefined
        ? '(no route)'
        : pattern === '/trpc/:path'
          ? trpcRoute(method, request.url, procedures)
          : pattern;
    metrics.requestEnded(method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const check = metricsAccessCheck(options.access);
  app.get('/metrics', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // The address that connected, never one a header names (TRUST_PROXY or not); a request through a proxy (it names
    // the client's) needs the token, or every visitor of a site behind nginx would come from a listed 127.0.0.1.
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const answer = check(forwarded ? undefined : request.socket.remoteAddress, request.headers.authorization);
    if (answer === 'token needed')
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(errorBody(401, 'Metrics need the bearer token of METRICS_TOKEN'));
    if (answer === 'address not allowed')
      return reply.status(403).send(errorBody(403, 'Metrics are served to the addresses of METRICS_ALLOW only'));
    return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(await metrics.exposition());
  });
}
