import { z } from 'zod';

/** A file from a multipart form: the web File of tRPC's FormData, or the one the REST adapter builds. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).arrayBuffer === 'function' &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number';

const isFormData = (value: unknown): value is FormData =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FormData).getAll === 'function' &&
  typeof (value as FormData).entries === 'function';

export const fileSchema = z.custom<FileLike>(isFileLike, 'Expected a file');

/**
 * Input of a procedure that receives files: multipart FormData (from the web app through tRPC, or built by
 * the REST adapter) turned into a plain object, text fields by name and the files of `fileField` as a list,
 * then checked by `shape`.
 */
export function formDataInput<Schema extends z.ZodType>(shape: Schema, fileField: string) {
  return z
    .custom<FormData>(isFormData, 'Expected multipart/form-data')
    .transform((form) => {
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        if (key !== fileField && typeof value === 'string') fields[key] = value;
      }
      fields[fileField] = form.getAll(fileField).filter((value) => isFileLike(value) && value.size > 0);
      return fields;
    })
    .pipe(shape as unknown as z.ZodType<z.output<Schema>, Record<string, unknown>>);
}
