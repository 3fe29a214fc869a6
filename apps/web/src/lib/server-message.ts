import { TRPCClientError } from '@trpc/client';

/** The server's message for a refused change (validation, conflict), or a generic one when it could not answer. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status && status < 500) return error.message;
  }
  return fallback;
}
