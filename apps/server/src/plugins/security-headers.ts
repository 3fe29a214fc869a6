import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The response's script nonce, kept on the raw response where helmet's directive function can read it. */
const NONCE = Symbol('scriptNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** This response's script nonce: the server-rendered page stamps it on its inline scripts. */
export const scriptNonceOf = (reply: FastifyReply) => (reply.raw as WithNonce)[NONCE] ?? '';

/**
 * Security headers for every answer. Everything the site loads comes from its own origin: no third-party
 * scripts, fonts or images (the privacy policy promises it, and the CSP enforces it).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  // A fresh nonce per response lets the page's own inline scripts (the hydration data) run and nothing else.
  // Scripts only: helmet's enableCSPNonces would nonce styles too, which disables 'unsafe-inline' for styles
  // and blocks React's style attributes. Registered before helmet so its header sees the nonce.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce)[NONCE] = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${(response as WithNonce)[NONCE] ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Uploaded images may be shown by partners' sites and in social previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // What a signed-in caller is sent (inquiries, applications, CV files, settings) is private: no browser cache or
  // proxy keeps a copy. Public answers keep the Cache-Control their routes give them.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
