import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { errorBody } from '../plugins/error-handler.ts';
import { metricsAccessCheck, type MetricsAccess } from './metrics-access.ts';
import type { ServerMetrics } from './server-metrics.ts';

export const METRICS_OFF = 'This server serves no metrics: set METRICS_TOKEN or METRICS_ALLOW (README, "Metrics")';

/** A tRPC call is counted under its procedure when it names one; several batched in one request as `(batch)`. */
function trpcRoute(url: string, procedures: ReadonlySet<string>): string {
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
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const route =
      pattern === undefined ? '(no route)' : pattern === '/trpc/:path' ? trpcRoute(request.url, procedures) : pattern;
    metrics.requestEnded(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const check = metricsAccessCheck(options.access);
  app.get('/metrics', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const answer = check(request.ip, request.headers.authorization);
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
