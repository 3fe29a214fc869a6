import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;

// Fastify's own compilers, resolved from where Fastify is installed (they are its dependencies, not ours).
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/**
 * Fastify loads Ajv, its formats and fast-json-stringify when it is created (about a tenth of the server's start) to
 * compile route schemas, and this server declares none: zod checks every input inside the procedures and answers
 * are plain JSON. These factories load Fastify's own compilers the first time a route declares a schema, if ever.
 */
export const compilersLoadedOnFirstSchema: CompilersFactory = {
  buildValidator: ((externalSchemas: unknown, options: unknown) =>
    (requireFromFastify('@fastify/ajv-compiler') as () => (schemas: unknown, options: unknown) => unknown)()(externalSchemas, options)) as BuildValidator,
  buildSerializer: ((...args: Parameters<BuildSerializer>) =>
    (requireFromFastify('@fastify/fast-json-stringify-compiler') as () => BuildSerializer)()(...args)) as BuildSerializer,
};
