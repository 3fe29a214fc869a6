import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  appRouter,
  attachment,
  buildOpenApiDocument,
  createCallerFactory,
  createContextInner,
  earlyRefusal,
  faultOf,
  hasLiveTicket,
  procedureOf,
  publicQueryPaths,
  resolveAdminSession,
  ROBOT_NOT_CONFIRMED,
  tooLarge,
  validationIssuesOf,
  type AppDeps,
  type FormLimits,
  type ProcedurePath,
  type RestRoute,
} from '@tp/api';
import { FORM_FIELD_MAX_BYTES, megabytes, UPLOAD_FILE_MAX_BYTES, UPLOAD_MAX_FILES } from '@tp/schemas';
import { errorBody, logFault } from './error-handler.ts';
import { dropRefusedBody } from './refused-body.ts';

type ProcedureCall = (input?: unknown) => Promise<unknown>;

const createCaller = createCallerFactory(appRouter);

/** The limits of REST uploads: those of the procedures (files and their size), small text fields. */
const MULTIPART_LIMITS = {
  fileSize: UPLOAD_FILE_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: 50,
  fieldSize: FORM_FIELD_MAX_BYTES,
  parts: UPLOAD_MAX_FILES + 50,
};

/** A body over a form's limit, by its declared length: refused before a byte of it is read. */
export const formTooLarge = (limits: FormLimits) =>
  `The upload is larger than ${megabytes(limits.bytes)}: at most ${limits.files} ${limits.files === 1 ? 'file' : 'files'} of ${megabytes(UPLOAD_FILE_MAX_BYTES)} each.`;

/** A body refused while it is read, with the status and message to answer. */
class RefusedBody extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a captcha ticket is live; undefined where none is needed (management routes, a trusted caller). */
type TicketCheck = ((ticket: string | undefined) => Promise<boolean>) | undefined;

/**
 * A multipart body as FormData (JSON bodies too, for clients that send no file), as tRPC would pass it. One file
 * more than the form takes is read, so the procedure can say how many it takes; the next one ends the reading.
 * A public form's captcha ticket comes before its files (an `X-Captcha-Ticket` header or a field ahead of
 * them): without a live one, no file is read.
 */
async function formDataOf(
  request: FastifyRequest,
  limits: FormLimits | undefined,
  checkTicket: TicketCheck,
): Promise<FormData> {
  const form = new FormData();
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null)
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return form;
  }
  const headerTicket = request.headers['x-captcha-ticket'];
  if (typeof headerTicket === 'string') form.append('captcha_ticket', headerTicket);
  let ticketChecked = checkTicket === undefined;
  const files = (limits?.files ?? UPLOAD_MAX_FILES) + 1;
  for await (const part of request.parts({
    limits: { ...MULTIPART_LIMITS, files, parts: files + MULTIPART_LIMITS.fields },
  })) {
    if (part.type === 'file') {
      if (!ticketChecked) {
        const ticket = form.get('captcha_ticket');
        if (!(await checkTicket!(typeof ticket === 'string' ? ticket : undefined)))
          throw new RefusedBody(403, ROBOT_NOT_CONFIRMED);
        ticketChecked = true;
      }
      const bytes = await part.toBuffer();
      // Node's own File takes a Buffer; the DOM typing (seen when the e2e project compiles this file) wants this cast.
      form.append(part.fieldname, new File([bytes as Uint8Array<ArrayBuffer>], part.filename, { type: part.mimetype }));
    } else {
      form.append(part.fieldname, String(part.value));
    }
  }
  return form;
}

const hasClientStatus = (error: unknown): error is { statusCode: number; message: string } =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/** A body that could not be read (a broken multipart stream, a value too deep to turn into a form field): a 4xx, never a 500. */
function unreadableBody(request: FastifyRequest, reply: FastifyReply, cause: unknown) {
  if (cause instanceof RefusedBody)
    return reply.status(cause.statusCode).send(errorBody(cause.statusCode, cause.message));
  if (hasClientStatus(cause)) {
    const tooMany =
      'code' in cause &&
      (cause.code === 'FST_FILES_LIMIT' || cause.code === 'FST_PARTS_LIMIT' || cause.code === 'FST_FIELDS_LIMIT');
    const message = tooMany
      ? 'The upload has more files or fields than this form takes.'
      : cause.statusCode === 413
        ? tooLarge(UPLOAD_FILE_MAX_BYTES)
        : 'The request body could not be read.';
    return reply.status(cause.statusCode).send(errorBody(cause.statusCode, message));
  }
  request.log.info({ err: cause }, 'unreadable request body');
  return reply.status(400).send(errorBody(400, 'The request body could not be read.'));
}

/** Public forms need a captcha ticket before their files are read; a caller with a management token does not. */
async function ticketCheckOf(route: RestRoute, ctx: ReturnType<typeof createContextInner>): Promise<TicketCheck> {
  if (route.access !== 'public' || (await resolveAdminSession(ctx))) return undefined;
  return (ticket) => hasLiveTicket(ctx, ticket);
}

/** The caller's function for a procedure path (`service.update` → caller.service.update). */
function findProcedure(caller: object, path: ProcedurePath): ProcedureCall {
  let node: unknown = caller;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'function') throw new Error(`No procedure ${path}`);
  return node as ProcedureCall;
}

/**
 * Serves the REST compatibility table under /api: one generic handler for every row. It builds the
 * procedure input from the request, calls the procedure as the web app would, and maps tRPC errors
 * to the HTTP codes the OpenAPI document lists for each route (GET /api/openapi.json).
 */
export async function restAdapter(
  app: FastifyInstance,
  options: {
    deps: AppDeps;
    routes: RestRoute[];
    /** Each form procedure's limits, read once at start. */ formLimits: Map<string, FormLimits>;
  },
) {
  const { deps, routes } = options;
  for (const route of routes) procedureOf(appRouter, route); // fail at start-up on a typo, not at the first call
  const contentQueries = publicQueryPaths(appRouter);

  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  // Built when first asked for: converting every schema costs a tenth of a second that the start need not wait for.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(
    '/openapi.json',
    async () =>
      (openApi ??= buildOpenApiDocument(appRouter, routes, { title: 'Gas-turbine parts site API', version: '1.0.0' })),
  );

  for (const route of routes) {
    const limits = route.multipart ? options.formLimits.get(route.procedure) : undefined;
    app.route({
      method: route.method,
      url: route.path,
      // Public reads are answered from the read cache until the content changes (plugins/read-cache.ts); a search
      // is counted per address, so it always runs.
      config: {
        contentRead:
          route.method === 'GET' && route.access === 'public' && !route.file && contentQueries.has(route.procedure),
      },
      handler: async (request: FastifyRequest, reply) => {
        const ctx = createContextInner(deps, {
          ip: request.ip,
          requestId: request.id,
          authorization: request.headers.authorization,
          userAgent: request.headers['user-agent'],
          via: 'rest',
        });
        // A management route reads nothing of the body before the caller is known and allowed: an upload from
        // someone who may not is refused while its bytes are still on the wire.
        const refusal =
          route.access === 'admin' ? earlyRefusal(appRouter, route.procedure, await resolveAdminSession(ctx)) : null;
        if (refusal) {
          dropRefusedBody(request, reply);
          return reply.status(refusal.status).send(errorBody(refusal.status, refusal.message));
        }
        // A JSON body is an object of fields: `null`, a list or a bare value would otherwise read as "no fields".
        if (
          request.body !== undefined &&
          !request.isMultipart() &&
          (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body))
        ) {
          return reply.status(400).send(errorBody(400, 'The request body must be a JSON object of fields.'));
        }
        if (limits && request.isMultipart() && Number(request.headers['content-length']) > limits.bytes) {
          dropRefusedBody(request, reply);
          return reply.status(413).send(errorBody(413, formTooLarge(limits)));
        }
        const call = findProcedure(createCaller(ctx), route.procedure);
        let input: unknown;
        try {
          input = route.input?.({
            params: request.params as Record<string, string>,
            query: request.query as Record<string, unknown>,
            body: route.multipart ? await formDataOf(request, limits, await ticketCheckOf(route, ctx)) : request.body,
          });
        } catch (cause) {
          return unreadableBody(request, reply, cause);
        }
        try {
          const result = await call(input);
          if (route.file) {
            const file = await route.file.answer(result as never, ctx);
            return reply
              .type(file.type)
              .header('Content-Disposition', attachment(file.fileName))
              .header('Cache-Control', file.cacheControl)
              .send(file.body);
          }
          // Public reads change when the administrator writes: caches keep them but ask again (their ETag makes that a 304).
          if (route.method === 'GET' && route.access === 'public') reply.header('Cache-Control', 'no-cache');
          return reply.status(route.successStatus ?? 200).send(result);
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          const status = getHTTPStatusCodeFromError(error);
          const fault = faultOf(error);
          if (fault) logFault(request.log, fault, error.cause ?? error, `procedure ${route.procedure} failed`);
          if (fault)
            return reply.status(fault.status).headers(fault.headers).send(errorBody(fault.status, fault.message));
          if (status >= 500) {
            request.log.error({ err: error.cause ?? error }, `procedure ${route.procedure} failed`);
            return reply
              .status(status)
              .send(errorBody(status, 'Something went wrong on our side. Please try again later.'));
          }
          const issues = validationIssuesOf(error);
          const message = issues?.[0]?.message ?? error.message;
          return reply
            .status(status)
            .send(errorBody(status, message, { ...route.errorBody, ...(issues ? { issues } : {}) }));
        }
      },
    });
  }
}
