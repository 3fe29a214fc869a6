import { z } from 'zod';
import { CV_DOCUMENT_TYPES, IMAGE_WIDTHS, recordId, requestListInput, siteLang } from '@tp/schemas';
import type { ErrorResponses } from './error-responses.ts';
import { BINARY_FILE, type JsonSchema, type SchemaConverter } from './json-schema.ts';
import { jsonResponse, securityOf, type DocumentedOperation } from './operation.ts';
import { pathParameter, queryParameters } from './path-parameters.ts';

const health = z
  .object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['ok', 'error']),
    version: z.string(),
    uptime: z.number().int().nonnegative().describe('Seconds since the server started'),
  })
  .meta({ id: 'Health' });
const SPREADSHEET_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A download: the same bytes under each media type it may have, named by Content-Disposition when it is a file to save. */
function fileResponse(mediaTypes: string[], description: string, attachment = true): JsonSchema {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : BINARY_FILE }]),
  );
  const headers = {
    'Content-Disposition': { description: 'attachment, with the file name', schema: { type: 'string' } },
  };
  return { description, content, ...(attachment ? { headers } : {}) };
}

/** Every plain route is a GET; the document's other operations come from the REST table. */
const get = (path: string, operation: JsonSchema): DocumentedOperation => ({ path, method: 'get', operation });

function catalogueDownload(format: keyof typeof SPREADSHEET_TYPES, parameters: JsonSchema[], errors: ErrorResponses) {
  return get(`/spare/{id}/catalogue.${format}`, {
    operationId: `spareCatalogue${format[0]!.toUpperCase()}${format.slice(1)}`,
    summary: `The parts catalogue of a spare group as ${format.toUpperCase()}, without prices, in one language`,
    tags: ['spare'],
    security: securityOf('public'),
    parameters,
    responses: {
      200: fileResponse([SPREADSHEET_TYPES[format]], 'The catalogue file'),
      ...errors.responsesFor([400, 404]),
    },
  });
}

function requestListDownload(format: keyof typeof SPREADSHEET_TYPES, parameters: JsonSchema[], errors: ErrorResponses) {
  return get(`/request/export.${format}`, {
    operationId: `requestExport${format[0]!.toUpperCase()}${format.slice(1)}`,
    summary: `Inquiries as ${format.toUpperCase()}, filtered as GET /request, one row per part line (a row for an inquiry without lines)`,
    tags: ['request'],
    security: securityOf('admin'),
    parameters,
    responses: {
      200: fileResponse([SPREADSHEET_TYPES[format]], 'The inquiry list, newest first, dated by the day it was made'),
      ...errors.responsesFor([400, 401]),
    },
  });
}

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
 * routes): the health check, this document, downloads of files and the uploaded images.
 */
export function serverRouteOperations(schemas: SchemaConverter, errors: ErrorResponses): DocumentedOperation[] {
  const id = pathParameter('id', schemas.convert(recordId, 'input'));
  const language = queryParameters(schemas.convert(z.object({ lang: siteLang.default('de') }), 'input'));
  const requestFilters = queryParameters(schemas.convert(requestListInput.unwrap(), 'input'));
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
    catalogueDownload('csv', [id, ...language], errors),
    catalogueDownload('xlsx', [id, ...language], errors),
    requestListDownload('csv', requestFilters, errors),
    requestListDownload('xlsx', requestFilters, errors),
    get('/cv-files/{id}', {
      operationId: 'cvFileDownload',
      summary: 'Download a file of a job application under its original name',
      tags: ['cv'],
      security: securityOf('admin'),
      parameters: [id],
      responses: {
        200: fileResponse(Object.values(CV_DOCUMENT_TYPES), 'The file'),
        ...errors.responsesFor([401, 404]),
      },
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
