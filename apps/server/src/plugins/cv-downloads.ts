import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createContextInner, cvFilePath, findCvFile, resolveAdminSession, type AppDeps } from '@tp/api';
import { errorBody } from './error-handler.ts';

/** `filename` for old clients (ASCII) and `filename*` with the exact name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * CV files are private: only the administrator downloads them, here, with their original names. They are
 * binary, so this is a plain route; the admin check is the same function the admin procedure tier uses.
 */
export async function cvDownloads(app: FastifyInstance, options: { deps: AppDeps }) {
  app.get<{ Params: { id: string } }>('/cv-files/:id', async (request, reply) => {
    const ctx = createContextInner(options.deps, { ip: request.ip, authorization: request.headers.authorization });
    if (!(await resolveAdminSession(ctx))) return reply.status(401).send(errorBody(401, 'Sign in required'));
    const id = Number(request.params.id);
    const file = Number.isInteger(id) && id > 0 ? await findCvFile(ctx.db, id) : undefined;
    const location = file ? cvFilePath(ctx.privateDir, file.stored_name) : null;
    if (!file || !location || !fs.existsSync(location)) return reply.status(404).send(errorBody(404, 'File not found'));
    return reply
      .header('Content-Type', file.mime_type)
      .header('Content-Disposition', contentDisposition(file.original_name))
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(location));
  });
}
