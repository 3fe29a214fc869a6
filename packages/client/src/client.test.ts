import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createSiteClient, describeError, TRPCClientError } from './index.ts';

describe('@tp/client', () => {
  it('carries nothing of the server when built: only the tRPC client library', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      metafile: true,
      external: ['@trpc/client'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toEqual(['packages/client/src/index.ts']);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/@tp\/|fastify|kysely|better-sqlite3|zod/);
    expect([...code.matchAll(/from\s*"([^"]+)"/g)].map((match) => match[1])).toEqual(['@trpc/client']);
  });

  it('describes a refused call with its status, message and fields', async () => {
    const site = createSiteClient({ url: 'http://127.0.0.1:9', token: 'x' });
    const unreachable = await site.settings.get.query().catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(TRPCClientError);
    const refused = TRPCClientError.from({
      error: {
        message: 'Title must be at most 200 characters',
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          issues: [{ path: ['title_en'], message: 'Title must be at most 200 characters' }],
        },
      },
    });
    expect(describeError(refused)).toBe(
      '400: Title must be at most 200 characters\n  - title_en: Title must be at most 200 characters',
    );
  });
});
