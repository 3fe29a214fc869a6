import { z } from 'zod';
import type { AnyRouter } from '@trpc/server';
import type { RestRoute } from './route-table.ts';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
}

const ERROR_CODES: Record<string, string> = {
  '400': 'Invalid input',
  '401': 'No or bad token',
  '403': 'Captcha ticket missing or invalid',
  '404': 'No such record',
  '409': 'Conflict',
  '413': 'Too large',
  '415': 'Not an accepted file type',
  '429': 'Rate-limited',
};

const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'array' }, message: { type: 'string' } } } },
  },
};

/** The procedure a route maps onto; throws at start-up when the table names one that does not exist. */
export function procedureOf(router: AnyRouter, route: RestRoute): ProcedureDef {
  const procedure = (router._def.procedures as Record<string, { _def: ProcedureDef } | undefined>)[route.procedure];
  if (!procedure) throw new Error(`REST route ${route.method} ${route.path} names unknown procedure ${route.procedure}`);
  return procedure._def;
}

function inputJsonSchema(def: ProcedureDef): Record<string, unknown> | undefined {
  const schema = def.inputs[0];
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** A body schema without the fields the path already carries (`id` of `PATCH /service/{id}`). */
function withoutFields(schema: Record<string, unknown>, names: (string | undefined)[]): Record<string, unknown> {
  const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
  for (const name of names) if (name) delete properties[name];
  const required = Array.isArray(schema.required) ? (schema.required as string[]).filter((name) => !names.includes(name)) : undefined;
  return { ...schema, properties, ...(required ? { required } : {}) };
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of the REST adapter, generated from the same table that serves it. */
export function buildOpenApiDocument(router: AnyRouter, routes: RestRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const def = procedureOf(router, route);
    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const input = inputJsonSchema(def);
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}_${route.procedure.replace('.', '_')}`,
      summary: route.summary,
      tags: [route.procedure.split('.')[0]],
      parameters: params,
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'Success', content: { 'application/json': {} } },
        ...Object.fromEntries(
          Object.entries(ERROR_CODES).map(([code, description]) => [
            code,
            { description, content: { 'application/json': { schema: errorSchema } } },
          ]),
        ),
      },
    };
    if (route.access === 'admin') operation.security = [{ bearerAuth: [] }];
    if (input && route.method !== 'GET' && route.method !== 'DELETE') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: withoutFields(input, params.map((param) => param.name)) } } };
    }
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
