import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { FileStore } from '@tp/api';
import { isDatabaseUnavailable, isMigratedToLatest, type Db } from '@tp/db';
import { SITE_VERSION } from '../config.ts';

/** A request id from the proxy in front is kept (so its log and ours join up); anything else gets a fresh one. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
export const requestIdOf = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

/** Where a request went: its path without the query string (which may hold a search or a visitor's input). */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** Asks the database a trivial question: nothing when it answers, else whether it is away (a restart) or failed otherwise. */
export const databaseProblem = (db: Db): Promise<{ kind: 'unreachable' | 'error'; error: unknown } | undefined> =>
  sql`select 1`.execute(db).then(
    () => undefined,
    (error: unknown) => ({ kind: isDatabaseUnavailable(error) ? 'unreachable' : 'error', error }),
  );

/** What keeps this server from taking visitors, in general words (the answer is public; details go to the log). */
async function notReadyBecause(request: FastifyRequest, options: ProbeOptions): Promise<string | undefined> {
  const problem = await databaseProblem(options.db);
  if (problem?.kind === 'error') request.log.error({ err: problem.error }, 'readiness: the database did not answer');
  if (problem)
    return problem.kind === 'unreachable' ? 'The database cannot be reached' : 'The database answered with an error';
  if (!(await isMigratedToLatest(options.db))) return 'The database is not migrated to this version of the site';
  try {
    await options.files.checkWritable();
  } catch (error) {
    request.log.error(
      { err: error },
      `readiness: the storage for uploads (${options.files.description}) cannot be written`,
    );
    return 'The storage for uploads cannot be written';
  }
  return undefined;
}

interface ProbeOptions {
  db: Db;
  /** Where uploads are kept (public pictures, private applications): it must take a file. */
  files: FileStore;
}

/**
 * Probes for load balancers and Kubernetes: `GET /healthz` answers 200 while the process serves requests at all
 * (a liveness probe: restart it when this fails); `GET /readyz` answers 200 once the database answers, has run this
 * version's migrations and the upload storage takes files, else 503 with the reason (a readiness probe: send no
 * visitors meanwhile). A stopping server answers 503 to both (plugins/stopping.ts), so a balancer drains it.
 */
function registerProbes(app: FastifyInstance, options: ProbeOptions) {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const reason = await notReadyBecause(request, options);
    return reply
      .status(reason ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send(reason ? { status: 'not ready', reason } : { status: 'ready' });
  });
}

/**
 * `GET /api/health` for monitors and load balancers, and one log line per request: id, method, route (its
 * pattern, `/api/service/:id`), path, status, time. Never a body, a header (tokens) or a query string (searches,
 * a visitor's input). Every answer names its request id in `X-Request-Id`.
 */
export function registerHealthAndLogs(app: FastifyInstance, options: ProbeOptions) {
  const startedAt = Date.now();
  registerProbes(app, options);
  app.get('/api/health', async (request, reply) => {
    // The reason in general words: the health answer is public, the driver's message (hosts, ports) stays in the log.
    const problem = await databaseProblem(options.db);
    if (problem?.kind === 'error') request.log.error({ err: problem.error }, 'health: the database did not answer');
    const reason =
      problem &&
      (problem.kind === 'unreachable' ? 'The database cannot be reached' : 'The database answered with an error');
    const uptime = Math.round((Date.now() - startedAt) / 1000);
    return reply
      .status(reason ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send({
        status: reason ? 'error' : 'ok',
        db: reason ? 'error' : 'ok',
        ...(reason ? { reason } : {}),
        version: SITE_VERSION,
        uptime,
      });
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'not found';
    request.log.info(
      {
        method: request.method,
        route,
        path: pathOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
