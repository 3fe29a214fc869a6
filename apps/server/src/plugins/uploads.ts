import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentTypeOf, isImageWidth, sizedImageKey, type FileStore } from '@tp/api';
import { errorBody } from './error-handler.ts';

const A_YEAR = 'public, max-age=31536000, immutable';
// What /api/uploads/ serves: stored pictures (`2026/11/<random>.webp`, `seed/…`), never anything else a bucket holds.
const PUBLIC_PICTURE = /^(?:seed|\d{4}\/\d{2})\/[a-z0-9-]+\.webp$/;

/**
 * Serves the public pictures at /api/uploads/. File names are random and never reused, so they cache for a year.
 * `/api/uploads/sized/{width}/{path}` is the same picture at most that wide (pages name them in `srcset`), made on
 * first request and kept beside it; stored paths never begin with `sized/`.
 *
 * From a directory, @fastify/static serves them (ranges, validators). From a bucket, the server streams them, or
 * redirects to S3_PUBLIC_URL when the operator made `uploads/` public there (a CDN takes the load).
 */
export async function registerUploads(app: FastifyInstance, files: FileStore) {
  const send = async (reply: FastifyReply, key: string) => {
    const publicUrl = files.publicUrlOf(key);
    // A day's redirect, not a year's: S3_PUBLIC_URL may change; the picture there is cached for a year by its own answer.
    if (publicUrl) return reply.header('Cache-Control', 'public, max-age=86400').redirect(publicUrl, 302);
    const opened = await files.open(key);
    if (!opened) return reply.status(404).send(errorBody(404, 'No such picture'));
    return reply
      .type(contentTypeOf(key))
      .header('Cache-Control', A_YEAR)
      .header('Content-Length', opened.bytes)
      .send(opened.stream);
  };

  if (files.folders) {
    fs.mkdirSync(files.folders.uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: files.folders.uploads,
      prefix: '/api/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.get<{ Params: { '*': string } }>('/api/uploads/*', async (request, reply) => {
      const name = request.params['*'];
      if (!PUBLIC_PICTURE.test(name)) return reply.status(404).send(errorBody(404, 'No such picture'));
      return send(reply, `uploads/${name}`);
    });
  }
  app.get<{ Params: { width: string; '*': string } }>('/api/uploads/sized/:width/*', async (request, reply) => {
    const width = Number(request.params.width);
    const key = isImageWidth(width) ? await sizedImageKey(files, `uploads/${request.params['*']}`, width) : null;
    if (!key) return reply.status(404).send(errorBody(404, 'No such image size'));
    return send(reply, key);
  });
}
