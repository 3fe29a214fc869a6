import { z } from 'zod';
import { IMAGE_WIDTHS } from '@tp/schemas';
import type { ErrorResponses } from './error-responses.ts';
import type { JsonSchema, SchemaConverter } from './json-schema.ts';
import { fileResponse, jsonResponse, securityOf, type DocumentedOperation } from './operation.ts';
import { pathParameter } from './path-parameters.ts';

const health = z
  .object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['ok', 'error']),
    version: z.string(),
    uptime: z.number().int().nonnegative().describe('Seconds since the server started'),
  })
  .meta({ id: 'Health' });

/** Every plain route is a GET; the document's other operations come from the REST table. */
const get = (path: string, operation: JsonSchema): DocumentedOperation => ({ path, method: 'get', operation });

/**
 * A stored image: `uploads/` then a year and month folder (or `seed`) and a random name, as its URL segments; below
 * `uploads/sized/{width}/` the same image at most that wide.
 */
function storedImage(path: string, operationId: string, summary: string, errors: ErrorResponses) {
  const patterns: Record<string, string> = { year: '^\\d{4}$', month: '^\\d{2}$', file: '^[a-z0-9-]+\\.webp$' };
  const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) =>
    pathParameter(
      name!,
      name === 'width' ? { type: 'integer', enum: [...IMAGE_WIDTHS] } : { type: 'string', pattern: patterns[name!] },
    ),
  );
  return get(path, {
    operationId,
    summary,
    tags: ['uploads'],
    security: securityOf('public'),
    parameters,
    responses: {
      200: fileResponse(['image/webp'], 'The image; cached for a year, as names are never reused', false),
      ...errors.responsesFor([404]),
    },
  });
}

/**
 * The routes the server answers under /api outside the REST table (apps/server registers them as plain Fastify
 * routes): the health check, this document and the uploaded images.
 */
export function serverRouteOperations(schemas: SchemaConverter, errors: ErrorResponses): DocumentedOperation[] {
  return [
    get('/health', {
      operationId: 'health',
      summary: 'Whether the server and its database answer',
      tags: ['server'],
      security: securityOf('public'),
      responses: {
        200: jsonResponse('OK', schemas.convert(health, 'output')),
        503: jsonResponse('The database does not answer', schemas.convert(health, 'output')),
      },
    }),
    get('/openapi.json', {
      operationId: 'openApiDocument',
      summary: 'This document',
      tags: ['server'],
      security: securityOf('public'),
      responses: { 200: jsonResponse('The OpenAPI 3.1 document', { type: 'object' }) },
    }),
    storedImage(
      '/uploads/{year}/{month}/{file}',
      'uploadedImage',
      'An uploaded image (a stored path `uploads/YYYY/MM/…`)',
      errors,
    ),
    storedImage(
      '/uploads/seed/{file}',
      'seedImage',
      'An image of the initial content (a stored path `uploads/seed/…`)',
      errors,
    ),
    storedImage(
      '/uploads/sized/{width}/{year}/{month}/{file}',
      'uploadedImageSized',
      'An uploaded image at most `width` pixels wide (made on first request)',
      errors,
    ),
    storedImage(
      '/uploads/sized/{width}/seed/{file}',
      'seedImageSized',
      'An image of the initial content at most `width` pixels wide',
      errors,
    ),
  ];
}
