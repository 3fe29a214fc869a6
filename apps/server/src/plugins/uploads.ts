import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves `{dataDir}/uploads` at /api/uploads/. File names are random and never reused, so they cache for a year. */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const root = path.join(dataDir, 'uploads');
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
}
