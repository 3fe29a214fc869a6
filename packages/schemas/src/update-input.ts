import { z } from 'zod';

type WithoutDefault<Schema> = Schema extends z.ZodDefault<infer Inner> ? Inner : Schema;
type OptionalFields<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>> };

export const NOTHING_TO_UPDATE = 'Nothing to update: send at least one field to change';

/** A schema's fields, each optional and without its default: a field not sent is not there at all. */
export function optionalShape<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>): OptionalFields<Shape> {
  return Object.fromEntries(
    Object.entries(fields.shape).map(([key, schema]) => [
      key,
      (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType)).optional(),
    ]),
  ) as unknown as OptionalFields<Shape>;
}

const isSent = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/**
 * The input of an update (PATCH): the record's keys, then any of the entity's fields. Nothing is defaulted,
 * so a field that is not sent keeps its stored value; an update that sends no field at all is refused.
 * `extra` holds more that counts as a change (a replacement image).
 */
export function updateInput<
  Keys extends z.ZodRawShape,
  Shape extends z.ZodRawShape,
  Extra extends z.ZodRawShape = Record<never, never>,
>(keys: Keys, fields: z.ZodObject<Shape>, extra?: Extra) {
  const optional = optionalShape(fields);
  const changeable = [...Object.keys(optional), ...Object.keys(extra ?? {})];
  return z
    .object({ ...keys, ...optional, ...(extra as Extra) })
    .refine((value: Record<string, unknown>) => changeable.some((key) => isSent(value[key])), {
      message: NOTHING_TO_UPDATE,
    });
}
