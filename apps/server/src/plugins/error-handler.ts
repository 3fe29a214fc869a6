import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { faultOf, STORAGE_UNAVAILABLE, tooLarge, type Fault } from '@tp/api';
import { UPLOAD_FILE_MAX_BYTES } from '@tp/schemas';

/** The error body of every /api answer: `{ statusCode, error, message }`, never a stack trace. */
export function errorBody(statusCode: number, message: string, extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/**
 * Logs a fault once per request where that tells an operator something: a full disk is noticed only by the write
 * that failed, so each one is a warning; the database away is logged by the pool when it goes and when it returns.
 */
export function logFault(log: FastifyBaseLogger, fault: Fault, error: unknown, what: string) {
  if (fault.status === 507) log.warn({ err: error }, `${what}: storage full`);
  // Nothing else notices a bucket going away: each failed use of it is a warning with the store's answer.
  if (fault.message === STORAGE_UNAVAILABLE)
    log.warn({ err: error }, `${what}: the storage for uploads is unavailable`);
}

/** One error handler: client errors keep their message, server errors are logged and answered generically. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // The database away or the disk full: not a bug in the server, answered as such.
    const fault = statusCode >= 500 ? faultOf(error) : undefined;
    if (fault) logFault(request.log, fault, error, 'request failed');
    if (fault) return reply.status(fault.status).headers(fault.headers).send(errorBody(fault.status, fault.message));
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(statusCode)
        .send(errorBody(statusCode, 'Something went wrong on our side. Please try again later.'));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send(errorBody(413, tooLarge(UPLOAD_FILE_MAX_BYTES)));
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return reply.status(415).send(errorBody(415, 'Expected multipart/form-data'));
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}
