import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compilersLoadedOnFirstSchema } from './schema-compilers.ts';

describe('Fastify schema compilers loaded on first use', () => {
  it('still checks a body and shapes an answer when a route declares schemas', async () => {
    const app = Fastify({ schemaController: { compilersFactory: compilersLoadedOnFirstSchema } });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 1 } } },
          response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as { count: number }), secret: 'left out by the response schema' }),
    );
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { count: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/count must be >= 1');
    const answered = await app.inject({ method: 'POST', url: '/echo', payload: { count: 3 } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ count: 3 });
    await app.close();
  });
});
