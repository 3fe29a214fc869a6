import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isImageWidth, sizedImageFile } from '@tp/api';
import { errorBody } from './error-handler.ts';

const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the upload directory at /api/uploads/. File names are random and never reused, so they cache for a year.
 * `/api/uploads/sized/{width}/{path}` is the same picture at most that wide (pages name them in `srcset`), made on
 * first request and kept beside it; stored paths never begin with `sized/`.
 */
export async function registerUploads(app: FastifyInstance, root: string) {
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/api/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
  });
  app.get<{ Params: { width: string; '*': string } }>('/api/uploads/sized/:width/*', async (request, reply) => {
    const width = Number(request.params.width);
    const file = isImageWidth(width) ? await sizedImageFile(root, `uploads/${request.params['*']}`, width) : null;
    if (!file) return reply.status(404).send(errorBody(404, 'No such image size'));
    return reply.type('image/webp').header('Cache-Control', A_YEAR).send(fs.createReadStream(file));
  });
}
