import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  appRouter,
  buildOpenApiDocument,
  createCallerFactory,
  createContextInner,
  procedureOf,
  validationIssuesOf,
  type AppDeps,
  type RestRoute,
} from '@tp/api';
import { errorBody } from './error-handler.ts';

type ProcedureCall = (input?: unknown) => Promise<unknown>;

const createCaller = createCallerFactory(appRouter);

function findProcedure(caller: unknown, dottedPath: string): ProcedureCall {
  return dottedPath.split('.').reduce<any>((node, key) => node[key], caller) as ProcedureCall;
}

/**
 * Serves the REST compatibility table under /api: one generic handler for every row. It builds the
 * procedure input from the request, calls the procedure as the web app would, and maps tRPC errors
 * to the HTTP codes of REST.md.
 */
export async function restAdapter(app: FastifyInstance, options: { deps: AppDeps; routes: RestRoute[] }) {
  const { deps, routes } = options;
  for (const route of routes) procedureOf(appRouter, route); // fail at start-up on a typo, not at the first call

  const openApi = buildOpenApiDocument(appRouter, routes, { title: 'Gas-turbine parts site API', version: '1.0.0' });
  app.get('/openapi.json', async () => openApi);

  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request: FastifyRequest, reply) => {
        const ctx = createContextInner(deps, { ip: request.ip, authorization: request.headers.authorization });
        const call = findProcedure(createCaller(ctx), route.procedure);
        const input = route.input?.({
          params: request.params as Record<string, string>,
          query: request.query as Record<string, unknown>,
          body: request.body,
        });
        try {
          const result = await call(input);
          return reply.status(route.successStatus ?? 200).send(result);
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          const status = getHTTPStatusCodeFromError(error);
          if (status >= 500) {
            request.log.error({ err: error.cause ?? error }, `procedure ${route.procedure} failed`);
            return reply.status(status).send(errorBody(status, 'Something went wrong on our side. Please try again later.'));
          }
          const issues = validationIssuesOf(error);
          const message = issues?.[0]?.message ?? error.message;
          return reply.status(status).send(errorBody(status, message, { ...route.errorBody, ...(issues ? { issues } : {}) }));
        }
      },
    });
  }
}
