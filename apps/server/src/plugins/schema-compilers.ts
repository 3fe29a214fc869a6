import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;

// Fastify's own compilers, resolved from where Fastify is installed (they are its dependencies, not ours).
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

type Selector<Factory> = () => Factory;
type ValidatorFactory = (schemas: unknown, options: unknown) => unknown;
let validatorFactory: ValidatorFactory | undefined;
let serializerFactory: BuildSerializer | undefined;

/**
 * Fastify loads Ajv, its formats and fast-json-stringify when it is created (about a tenth of the server's start) to
 * compile route schemas, and this server declares none: zod checks every input inside the procedures and answers
 * are plain JSON. These factories load Fastify's own compilers the first time a route declares a schema, if ever,
 * and keep them (with their caches). One difference a future schema would meet: Fastify treats factories given
 * here as custom, so it does not lowercase the property names of a `headers` schema for you.
 */
export const compilersLoadedOnFirstSchema: CompilersFactory = {
  buildValidator: ((externalSchemas: unknown, options: unknown) =>
    (validatorFactory ??= (requireFromFastify('@fastify/ajv-compiler') as Selector<ValidatorFactory>)())(
      externalSchemas,
      options,
    )) as BuildValidator,
  buildSerializer: ((...args: Parameters<BuildSerializer>) =>
    (serializerFactory ??= (
      requireFromFastify('@fastify/fast-json-stringify-compiler') as Selector<BuildSerializer>
    )())(...args)) as BuildSerializer,
};
