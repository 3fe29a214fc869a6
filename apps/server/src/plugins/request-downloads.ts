import type { FastifyInstance } from 'fastify';
import {
  appRouter,
  createCallerFactory,
  createContextInner,
  requestExportFileName,
  requestsCsv,
  requestsXlsx,
  resolveAdminSession,
  SIGN_IN_REQUIRED,
  validationIssuesOf,
  type AppDeps,
} from '@tp/api';
import { errorBody } from './error-handler.ts';

const createCaller = createCallerFactory(appRouter);
const SPREADSHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The inquiry list as CSV or XLSX, one row per part line, for the administrator only. The rows come from the same
 * procedure as `GET /api/request`, so the filters and their validation are that route's; a download is a read,
 * and like the list it leaves no activity-log entry.
 */
export async function requestDownloads(app: FastifyInstance, options: { deps: AppDeps }) {
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`/request/export.${format}`, async (request, reply) => {
      const ctx = createContextInner(options.deps, {
        ip: request.ip,
        authorization: request.headers.authorization,
        via: 'rest',
      });
      if (!(await resolveAdminSession(ctx))) return reply.status(401).send(errorBody(401, SIGN_IN_REQUIRED));
      let requests;
      try {
        requests = await createCaller(ctx).request.list({ ...(request.query as Record<string, unknown>) });
      } catch (cause) {
        const issues = validationIssuesOf(cause);
        if (!issues) throw cause;
        return reply.status(400).send(errorBody(400, issues[0]?.message ?? 'Invalid filter', { issues }));
      }
      reply
        .type(SPREADSHEET_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${requestExportFileName(ctx.now(), format)}"`)
        .header('Cache-Control', 'private, no-store');
      return reply.send(format === 'csv' ? requestsCsv(requests) : await requestsXlsx(requests));
    });
  }
}
