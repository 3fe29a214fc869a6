import { z } from 'zod';
import type { RestRoute } from '../route-table.ts';
import type { JsonSchema, SchemaConverter } from './json-schema.ts';

/** The body of every error answer under /api (the server's `errorBody`). */
const errorBody = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().meta({ description: 'The reason phrase of the status', examples: ['Not Found'] }),
    message: z.string().meta({ description: 'What went wrong, for a person to read' }),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number().int()])), message: z.string() }))
      .optional()
      .meta({ description: 'The invalid fields of a 400 answer' }),
  })
  .meta({ id: 'Error' });

/** The error statuses the API answers, each a named response of the document. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid input' },
  401: { name: 'Unauthorized', description: 'No or bad token' },
  403: { name: 'Forbidden', description: 'Captcha ticket missing or invalid' },
  404: { name: 'NotFound', description: 'No such record' },
  409: { name: 'Conflict', description: 'Conflict' },
  413: { name: 'PayloadTooLarge', description: 'Too large' },
  415: { name: 'UnsupportedMediaType', description: 'Not an accepted file or body type' },
  429: { name: 'TooManyRequests', description: 'Rate-limited: wait a minute' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database cannot be reached for the moment: nothing was changed; try again after the seconds of Retry-After',
  },
  507: { name: 'InsufficientStorage', description: 'Storage is full: nothing was stored' },
};

/** Statuses the server answers before the procedure runs (no token, a body too large or of the wrong type): always the plain error body. */
const ANSWERED_BEFORE_THE_PROCEDURE = new Set([401, 413, 415, 503, 507]);

const byStatus = (a: number, b: number) => a - b;

/** What a table route can answer besides its success, from what it takes: input, a token, a record in the path, a body. */
export function errorStatusesOf(route: RestRoute, takesBody: boolean): number[] {
  const statuses = new Set<number>(route.errorStatuses);
  // Besides invalid input, any request that may carry a body is refused when it is not a JSON object of fields.
  if (route.input || route.method !== 'GET') statuses.add(400);
  if (route.access === 'admin') statuses.add(401);
  if (route.path.includes(':')) statuses.add(404);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  // The database away (a restart, a failover) is not the caller's fault; a write may also find the disk full.
  statuses.add(503);
  if (route.method !== 'GET') statuses.add(507);
  return [...statuses].sort(byStatus);
}

/**
 * The error responses of one document: operations refer to `components.responses`, which holds only the
 * statuses some operation answers. A route whose error bodies carry extra fields (`ok: false`) gets them inline.
 */
export function createErrorResponses(schemas: SchemaConverter) {
  const used = new Set<number>();
  const errorSchema = () => schemas.convert(errorBody, 'output');

  function describe(status: number) {
    const known = ERROR_RESPONSES[status];
    if (!known) throw new Error(`No documented error response for status ${status}`);
    return known;
  }

  const reference = (status: number) => {
    used.add(status);
    return { $ref: `#/components/responses/${describe(status).name}` };
  };

  /** The responses of these statuses; `extraFields` are the route's additions to the errors its procedure answers. */
  function responsesFor(statuses: number[], extraFields?: Record<string, unknown>): Record<string, JsonSchema> {
    return Object.fromEntries(
      statuses.map((status) => [
        String(status),
        extraFields && !ANSWERED_BEFORE_THE_PROCEDURE.has(status) ? withFields(status, extraFields) : reference(status),
      ]),
    );
  }

  // Not required: a 400 may also come from a body that is not JSON at all, answered before the procedure runs.
  function withFields(status: number, extraFields: Record<string, unknown>) {
    const extra = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(extraFields).map(([key, value]) => [key, { const: value }])),
    };
    return {
      description: describe(status).description,
      content: { 'application/json': { schema: { allOf: [errorSchema(), extra] } } },
    };
  }

  /** `components.responses`: one per status some operation refers to. */
  function components(): Record<string, JsonSchema> {
    return Object.fromEntries(
      [...used].sort(byStatus).map((status) => {
        const { name, description } = describe(status);
        return [name, { description, content: { 'application/json': { schema: errorSchema() } } }];
      }),
    );
  }

  return { responsesFor, components };
}

export type ErrorResponses = ReturnType<typeof createErrorResponses>;
