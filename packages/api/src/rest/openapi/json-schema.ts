import { z } from 'zod';
import { RECORD_LANGS, recordLang, SITE_LANGS, siteLang } from '@tp/schemas';
import { fileSchema } from '../../platform/uploads/form-data-input.ts';

export type JsonSchema = Record<string, unknown>;
type SchemaDirection = 'input' | 'output';

/** An uploaded file, as OpenAPI describes a part of a multipart body. */
export const BINARY_FILE: JsonSchema = { type: 'string', format: 'binary' };

/** Languages are accepted in any case (`DE`, `de`); the document lists the spellings clients send. */
const LANGUAGE_SPELLINGS = [...SITE_LANGS, ...RECORD_LANGS];

const isLanguage = (schema: unknown) => schema === siteLang || schema === recordLang;

/** Files are the one thing JSON Schema cannot say that the document needs; anything else unrepresentable is a bug to hear about. */
function fileOrThrow({ zodSchema }: { zodSchema: unknown }) {
  return zodSchema === fileSchema ? BINARY_FILE : 'throw';
}

/**
 * What a client may send, where zod's input schema says less: zod documents the input side of a pipe, which
 * for a language is any string and for an e-mail address a string without its format.
 */
function describeAcceptedInput({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  if (isLanguage(zodSchema)) {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, { type: 'string', enum: LANGUAGE_SPELLINGS });
  } else if (zodSchema instanceof z.ZodDefault && isLanguage(zodSchema.unwrap())) {
    // zod leaves out the default of a transformed input; a language's default is also a valid spelling.
    jsonSchema.default = zodSchema.def.defaultValue;
  } else if (zodSchema instanceof z.ZodPipe && zodSchema.out instanceof z.ZodStringFormat && zodSchema.out.format) {
    jsonSchema.format ??= zodSchema.out.format;
  }
}

/** An answer always holds every field: a default is what the server fills in on input, so it has no place in a response. */
function describeAnswer({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  if (zodSchema instanceof z.ZodDefault) delete jsonSchema.default;
}

// zod names `.meta({ id })` schemas in `$defs`; in the document they live in `components.schemas`.
const toComponentRefs = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;

/** Converts zod schemas for one document, gathering the named ones as its `components.schemas`. */
export function createSchemaConverter() {
  const components: Record<string, JsonSchema> = {};

  function addComponent(name: string, schema: JsonSchema) {
    const existing = components[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema))
      throw new Error(`Two different schemas are named ${name}`);
    components[name] = schema;
  }

  /** The JSON Schema of what a client sends (`input`) or receives (`output`); named parts become `$ref`s. */
  function convert(schema: z.ZodType, direction: SchemaDirection): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io: direction,
      unrepresentable: fileOrThrow,
      override: direction === 'input' ? describeAcceptedInput : describeAnswer,
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = converted;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      addComponent(name, toComponentRefs(definition));
    return toComponentRefs(root);
  }

  return { convert, components };
}

export type SchemaConverter = ReturnType<typeof createSchemaConverter>;
