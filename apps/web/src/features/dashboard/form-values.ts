/** The fields of a record that a form edits, without its id, images and the like. */
export function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}

/** A multipart body as the upload procedures take it: each field as text (no value as ''), then the files by field name. */
export function formDataOf(
  fields: Record<string, string | number | null>,
  files: Record<string, readonly File[]> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value === null ? '' : String(value));
  for (const [key, chosen] of Object.entries(files)) for (const file of chosen) form.append(key, file);
  return form;
}
