import type { JsonSchema } from './json-schema.ts';
import { propertiesOf } from './request-body.ts';

/** The `:name` segments of a Fastify path, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const shapeOf = (path: string) => path.replace(/:\w+/g, ':');
const joinNames = (names: string[]) =>
  names.map((name, index) => (index === 0 ? name : name[0]!.toUpperCase() + name.slice(1))).join('Or');

/**
 * OpenAPI allows one template per URL shape, while Fastify lets each method name a segment its own way
 * (`POST /page/page-part/:link`, `PATCH /page/page-part/:id`): such a segment is named after all its names
 * (`{linkOrId}`). Returns, for a Fastify path, its template and the documented name of each parameter.
 */
export function createPathTemplates(paths: string[]) {
  const namesBySegment = new Map<string, string[]>();
  for (const path of paths) {
    pathParamNames(path).forEach((name, index) => {
      const key = `${shapeOf(path)} ${index}`;
      const names = namesBySegment.get(key) ?? [];
      if (!names.includes(name)) names.push(name);
      namesBySegment.set(key, names);
    });
  }
  return (path: string) => {
    const documentedNames = new Map<string, string>();
    let index = 0;
    const template = path.replace(/:(\w+)/g, (_segment, name: string) => {
      const documented = joinNames(namesBySegment.get(`${shapeOf(path)} ${index++}`) ?? [name]);
      documentedNames.set(name, documented);
      return `{${documented}}`;
    });
    return { template, documentedNames };
  };
}

export type PathTemplates = ReturnType<typeof createPathTemplates>;

/** A path parameter; every one is required. */
export const pathParameter = (name: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  schema,
});

/** The query parameters of a converted object schema, one per property. */
export function queryParameters(query: JsonSchema) {
  const required = (query.required ?? []) as string[];
  return Object.entries(propertiesOf(query)).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}
