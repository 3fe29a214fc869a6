import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

/** While the server stops, a new request is answered at once with 503 and its connection closed (a client or proxy retries it). */
export function registerStopping(app: FastifyInstance, isStopping: () => boolean) {
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isStopping()) return done();
    void reply
      .status(503)
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .send(errorBody(503, 'The server is restarting. Please try again in a moment.'));
  });
}
