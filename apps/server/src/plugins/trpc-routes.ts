import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import {
  appRouter,
  createContextInner,
  earlyRefusal,
  faultOf,
  isAdminProcedure,
  resolveAdminSession,
  tooLarge,
  type AppDeps,
  type AppRouter,
  type FormLimits,
} from '@tp/api';
import { FORM_FIELD_MAX_BYTES } from '@tp/schemas';
import { errorBody, logFault } from './error-handler.ts';
import { dropRefusedBody } from './refused-body.ts';
import { formTooLarge } from './rest-adapter.ts';

/** The typed procedures under /trpc (registered with that prefix), as the web app and the script client call them. */
export async function trpcRoutes(
  app: FastifyInstance,
  options: {
    deps: AppDeps;
    /** Each form procedure's limits, read once at start. */ formLimits: Map<string, FormLimits>;
  },
) {
  const { deps, formLimits } = options;

  // tRPC reads a multipart body whole: refuse one over its procedure's limit (each file at its largest, plus the
  // fields) before it does. A procedure that takes no form gets no more than a form's text fields.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
    const path = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
    const limits = formLimits.get(path);
    const length = Number(request.headers['content-length']);
    // A refused body is not read: what follows the answer is dropped, up to a small bound.
    if (!Number.isFinite(length)) {
      dropRefusedBody(request, reply);
      return reply.status(411).send(errorBody(411, 'Uploads need a Content-Length header'));
    }
    if (length > (limits?.bytes ?? FORM_FIELD_MAX_BYTES)) {
      dropRefusedBody(request, reply);
      return reply.status(413).send(errorBody(413, limits ? formTooLarge(limits) : tooLarge(FORM_FIELD_MAX_BYTES)));
    }
    // A management upload from a caller who is not signed in, or whose role may not call it, is refused before
    // tRPC reads a byte of it, in tRPC's own error shape so the web client reads it like any other refusal.
    const refusal = isAdminProcedure(appRouter, path)
      ? earlyRefusal(
          appRouter,
          path,
          await resolveAdminSession(
            createContextInner(deps, { ip: request.ip, authorization: request.headers.authorization }),
          ),
        )
      : null;
    if (refusal) {
      dropRefusedBody(request, reply);
      const code = refusal.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN';
      return reply.status(refusal.status).send({
        error: {
          message: refusal.message,
          code: refusal.status === 401 ? -32001 : -32003,
          data: { code, httpStatus: refusal.status, path },
        },
      });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createContextInner(deps, {
          ip: req.ip,
          requestId: req.id,
          authorization: req.headers.authorization,
          userAgent: req.headers['user-agent'],
        }),
      onError: ({ error, path }) => {
        // The database away is logged by the pool (when it goes and returns), a full disk by each write it refused.
        const fault = faultOf(error);
        if (fault) logFault(app.log, fault, error.cause ?? error, `procedure ${path ?? '?'} failed`);
        else if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
      // tRPC answers an unexpected error with 500: the database away is 503 (with when to try again), storage full 507.
      responseMeta: ({ errors }) => {
        const fault = errors.map((error) => faultOf(error)).find((found) => found !== undefined);
        return fault ? { status: fault.status, headers: new Headers(fault.headers) } : {};
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
