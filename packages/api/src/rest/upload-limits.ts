import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { FORM_FIELD_MAX_BYTES, UPLOAD_FILE_MAX_BYTES } from '@tp/schemas';
import { fileSchema } from '../platform/uploads/form-data-input.ts';

type JsonSchema = { properties?: Record<string, { items?: { format?: string }; maxItems?: number }> };

/**
 * The most files a procedure's form takes, read from its input schema (the `max` of each list of files), so the
 * transport can refuse a body with more before reading it. 0 for a procedure that takes no form.
 */
export function maxFilesOf(input: unknown): number {
  if (!(input instanceof z.ZodPipe) || !(input.out instanceof z.ZodType)) return 0;
  const schema = z.toJSONSchema(input.out, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === fileSchema) jsonSchema.format = 'binary';
    },
  }) as JsonSchema;
  return Object.values(schema.properties ?? {})
    .filter((field) => field.items?.format === 'binary')
    .reduce((total, field) => total + (field.maxItems ?? 0), 0);
}

/** The largest multipart body a form of `files` files can need: each file at its largest, and its text fields. */
export const formBodyLimit = (files: number) => files * UPLOAD_FILE_MAX_BYTES + FORM_FIELD_MAX_BYTES;

export interface FormLimits {
  /** The most files the form takes. */
  files: number;
  /** The largest body it can need. */
  bytes: number;
}

/** The limits of a procedure that takes a form (multipart); undefined for one that takes none. */
function formLimitsOf(procedure: { _def: { inputs: unknown[] } } | undefined): FormLimits | undefined {
  const files = maxFilesOf(procedure?._def.inputs[0]);
  return files > 0 ? { files, bytes: formBodyLimit(files) } : undefined;
}

/** The form limits of every procedure of a router that takes a form, by dotted path (`service.create`). */
export function formLimitsByProcedure(router: AnyRouter): Map<string, FormLimits> {
  const limits = new Map<string, FormLimits>();
  for (const [path, procedure] of Object.entries(
    router._def.procedures as Record<string, { _def: { inputs: unknown[] } }>,
  )) {
    const found = formLimitsOf(procedure);
    if (found) limits.set(path, found);
  }
  return limits;
}
