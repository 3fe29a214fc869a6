import { z } from 'zod';
import type { RestRoute } from '../route-table.ts';
import { BINARY_FILE, type JsonSchema } from './json-schema.ts';

/** Uploads are images unless the route says otherwise; the server judges a file by its bytes. */
const DEFAULT_FILE_TYPES = ['image/*'];

/** The fields a route's input is checked against: for a multipart route, the schema its form is piped into. */
export function inputFieldsOf(route: RestRoute, input: unknown): z.ZodType | undefined {
  if (!(input instanceof z.ZodType)) return undefined;
  if (!route.multipart) return input;
  if (!(input instanceof z.ZodPipe))
    throw new Error(`${route.method} ${route.path} is multipart, but its procedure takes no form`);
  return input.out as z.ZodType;
}

export const propertiesOf = (schema: JsonSchema | undefined) =>
  (schema?.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => (schema.required ?? []) as string[];

/** An object schema with these required fields (none: no `required` keyword). */
function withRequired(schema: JsonSchema, required: string[]): JsonSchema {
  const { required: _required, ...rest } = schema;
  return required.length ? { ...rest, required } : rest;
}

/** An object schema without some of its fields. */
function withoutFields(schema: JsonSchema, names: string[]): JsonSchema {
  const properties = Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([name]) => !names.includes(name)));
  return withRequired(
    { ...schema, properties },
    requiredOf(schema).filter((name) => !names.includes(name)),
  );
}

const isFileList = (schema: JsonSchema) => (schema.items as JsonSchema | undefined)?.format === BINARY_FILE.format;
const fileIsRequired = (schema: JsonSchema) => Number(schema.minItems ?? 0) > 0;

/** A form field of files: one file where the route takes one, else the field repeated once per file. */
const asFormFiles = (schema: JsonSchema): JsonSchema => (schema.maxItems === 1 ? BINARY_FILE : schema);

/** The multipart body of a route, and its JSON alternative when no file is required (the adapter turns JSON into the same form). */
function formBody(fields: JsonSchema, fileTypes: readonly string[]): JsonSchema {
  const properties = propertiesOf(fields);
  const fileFields = Object.keys(properties).filter((name) => isFileList(properties[name]!));
  const optionalFiles = fileFields.filter((name) => !fileIsRequired(properties[name]!));
  const form = withRequired(
    {
      ...fields,
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [
          name,
          fileFields.includes(name) ? asFormFiles(schema) : schema,
        ]),
      ),
    },
    requiredOf(fields).filter((name) => !optionalFiles.includes(name)),
  );
  const encoding = Object.fromEntries(fileFields.map((name) => [name, { contentType: fileTypes.join(', ') }]));
  const content: JsonSchema = { 'multipart/form-data': { schema: form, encoding } };
  if (optionalFiles.length === fileFields.length)
    content['application/json'] = { schema: withoutFields(fields, fileFields) };
  return { required: true, content };
}

/** The request body of a table route: its input's fields except those the path carries; none for reads and for inputs the path fills. */
export function requestBodyOf(
  route: RestRoute,
  fields: JsonSchema | undefined,
  pathParams: string[],
): JsonSchema | undefined {
  if (route.method === 'GET' || !fields) return undefined;
  const body = withoutFields(fields, pathParams);
  if (Object.keys(propertiesOf(body)).length === 0) return undefined;
  if (route.multipart) return formBody(body, route.fileTypes ?? DEFAULT_FILE_TYPES);
  // Clients that send no body with DELETE pass the same fields in the query.
  return { required: route.method !== 'DELETE', content: { 'application/json': { schema: body } } };
}
