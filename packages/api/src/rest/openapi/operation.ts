import type { RestRoute } from '../route-table.ts';
import { errorStatusesOf, type ErrorResponses } from './error-responses.ts';
import { BINARY_FILE, type JsonSchema, type SchemaConverter } from './json-schema.ts';
import { pathParameter, queryParameters, type PathTemplates } from './path-parameters.ts';
import { inputFieldsOf, propertiesOf, requestBodyOf } from './request-body.ts';

/** One operation of the document, at its path template and method. */
export interface DocumentedOperation {
  path: string;
  method: string;
  operation: JsonSchema;
}

/** Management operations need the bearer token; public ones say explicitly that they need none. */
export const securityOf = (access: 'public' | 'admin') => (access === 'admin' ? [{ bearerAuth: [] }] : []);

export const jsonResponse = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A download: the same bytes under each media type it may have, named by Content-Disposition when it is a file to save. */
export function fileResponse(mediaTypes: readonly string[], description: string, attachment = true): JsonSchema {
  const content = Object.fromEntries(
    mediaTypes
      .map((type) => type.split(';')[0]!)
      .map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : BINARY_FILE }]),
  );
  const headers = {
    'Content-Disposition': { description: 'attachment, with the file name', schema: { type: 'string' } },
  };
  return { description, content, ...(attachment ? { headers } : {}) };
}

/** `service.byId` → `serviceById`: unique, since each procedure has one URL. */
const operationIdOf = (procedure: string) =>
  procedure.replace(/\.(\w)/g, (_dot, letter: string) => letter.toUpperCase());

function successResponse(route: RestRoute, schemas: SchemaConverter) {
  if (route.file) return { 200: fileResponse(route.file.types, route.file.description) };
  const status = route.successStatus ?? 200;
  const description = status === 201 ? 'Created' : 'OK';
  return {
    [String(status)]: route.output
      ? jsonResponse(description, schemas.convert(route.output, 'output'))
      : { description },
  };
}

/** A public form's captcha ticket may come as a header, ahead of the files (the REST adapter checks it before reading them). */
const CAPTCHA_TICKET_HEADER = {
  name: 'X-Captcha-Ticket',
  in: 'header',
  required: false,
  description: 'The captcha ticket, instead of the `captcha_ticket` field; either must come before the files.',
  schema: { type: 'string', maxLength: 200 },
};

/** The operation of a table route: parameters and body from its procedure's input schema, answers from its `output`. */
export function restOperation(
  route: RestRoute,
  input: unknown,
  tools: { schemas: SchemaConverter; errors: ErrorResponses; templateOf: PathTemplates },
): DocumentedOperation {
  const { schemas, errors } = tools;
  const fieldsOfInput = inputFieldsOf(route, input);
  const fields = fieldsOfInput && schemas.convert(fieldsOfInput, 'input');
  const paramSchemas = {
    ...propertiesOf(fields),
    ...propertiesOf(route.params && schemas.convert(route.params, 'input')),
  };
  const { template, documentedNames } = tools.templateOf(route.path);
  const parameters = [
    ...[...documentedNames].map(([name, documented]) => pathParameter(documented, paramSchemas[name])),
    ...(route.query ? queryParameters(schemas.convert(route.query, 'input')) : []),
    ...(route.multipart && route.access === 'public' ? [CAPTCHA_TICKET_HEADER] : []),
  ];
  const requestBody = requestBodyOf(route, fields, [...documentedNames.keys()]);
  const operation: JsonSchema = {
    operationId: route.file?.operationId ?? operationIdOf(route.procedure),
    summary: route.summary,
    tags: [route.procedure.split('.')[0]],
    security: securityOf(route.access),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successResponse(route, schemas),
      ...errors.responsesFor(errorStatusesOf(route, Boolean(requestBody)), route.errorBody),
    },
  };
  return { path: template, method: route.method.toLowerCase(), operation };
}
