import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/**
 * Serves the built React app: hashed assets cached for a year, every other GET outside /api and /trpc
 * answered with index.html so client routes work on reload.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined) {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const built = webDir !== undefined && indexFile !== undefined && fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `No route for ${request.method} ${url.split('?')[0]}`));
    }
    if (path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
