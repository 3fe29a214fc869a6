import type { AnyRouter } from '@trpc/server';
import { createErrorResponses } from './openapi/error-responses.ts';
import { createSchemaConverter, type JsonSchema } from './openapi/json-schema.ts';
import { restOperation, type DocumentedOperation } from './openapi/operation.ts';
import { createPathTemplates } from './openapi/path-parameters.ts';
import { serverRouteOperations } from './openapi/server-routes.ts';
import { tagsOf } from './openapi/tags.ts';
import type { RestRoute } from './route-table.ts';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
}

/** The procedure a route maps onto; throws at start-up when the table names one that does not exist. */
export function procedureOf(router: AnyRouter, route: RestRoute): ProcedureDef {
  const procedure = (router._def.procedures as Record<string, { _def: ProcedureDef } | undefined>)[route.procedure];
  if (!procedure)
    throw new Error(`REST route ${route.method} ${route.path} names unknown procedure ${route.procedure}`);
  return procedure._def;
}

/** Paths by template and method; a URL documented twice is a mistake in the table. */
function pathsOf(operations: DocumentedOperation[]) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { path, method, operation } of operations) {
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is documented twice`);
    item[method] = operation;
  }
  return paths;
}

/**
 * The OpenAPI 3.1 document of everything the server answers under /api: the REST table (generated from the same
 * rows and zod schemas that serve it) and the plain routes beside it (downloads, images, health).
 */
export function buildOpenApiDocument(router: AnyRouter, routes: RestRoute[], info: { title: string; version: string }) {
  const schemas = createSchemaConverter();
  const errors = createErrorResponses(schemas);
  const templateOf = createPathTemplates(routes.map((route) => route.path));
  const operations = [
    ...routes.map((route) =>
      restOperation(route, procedureOf(router, route).inputs[0], { schemas, errors, templateOf }),
    ),
    ...serverRouteOperations(schemas, errors),
  ];
  const paths = pathsOf(operations);
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The REST API of the site. JSON in and out, except uploads (multipart/form-data) and file downloads.',
    },
    // Paths are relative to the API base: a client calls `{origin}/api{path}`.
    servers: [{ url: '/api' }],
    tags: tagsOf(operations),
    paths,
    components: {
      schemas: schemas.components,
      responses: errors.components(),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token of POST /auth/login, or an API token',
        },
      },
    },
  };
}
