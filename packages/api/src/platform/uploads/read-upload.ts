import { TRPCError } from '@trpc/server';
import { megabytes } from '@tp/schemas';
import type { FileLike } from './form-data-input.ts';

/** The message of a file over its limit. */
export const tooLarge = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}.`;

/** Reads an uploaded file, refusing it with 413 when it is over `maxBytes`. */
export async function readUpload(file: FileLike, maxBytes: number): Promise<Buffer> {
  if (file.size > maxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge(maxBytes) });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > maxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge(maxBytes) });
  return bytes;
}
