import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
// Types only: the client carries the procedures' names, inputs and outputs, and none of the server's code.
import type { AppRouter } from '@tp/api';

export type { AppRouter };
export { TRPCClientError };

export interface SiteClientOptions {
  /** The site's address, e.g. `https://www.example.com` (the procedures answer under `/trpc`). */
  url: string;
  /** An API token (`npm run admin -- create-token --name …`, or Dashboard → Settings); public calls need none. */
  token?: string;
}

/**
 * A typed client of the site's procedures: `client.service.update.mutate({ id: 3, title_en: 'Overhaul' })`.
 * Calls made together travel in one request; uploads (a FormData input) go on their own, as multipart.
 */
export function createSiteClient({ url, token }: SiteClientOptions) {
  const endpoint = new URL('/trpc', url).href;
  const headers = () => (token ? { authorization: `Bearer ${token}` } : {});
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => isNonJsonSerializable(operation.input),
        true: httpLink({ url: endpoint, headers }),
        false: httpBatchLink({ url: endpoint, headers }),
      }),
    ],
  });
}

export type SiteClient = ReturnType<typeof createSiteClient>;

/** A field the server refused, and why: `title_en: Title must be at most 200 characters`. */
export interface FieldIssue {
  path: PropertyKey[];
  message: string;
}

interface ErrorData {
  httpStatus?: number;
  issues?: FieldIssue[] | null;
}

/** The HTTP status of a failed call (401 without a valid token, 404 for an unknown id, 400 for bad input). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined)?.httpStatus : undefined;
}

/** The fields the server refused, when a call's input was invalid. */
export function issuesOf(error: unknown): FieldIssue[] {
  return (error instanceof TRPCClientError ? (error.data as ErrorData | undefined)?.issues : undefined) ?? [];
}

/** A failed call in one readable line: status, the server's message and each refused field. */
export function describeError(error: unknown): string {
  if (!(error instanceof TRPCClientError)) return error instanceof Error ? error.message : String(error);
  const status = statusOf(error);
  const fields = issuesOf(error).map((issue) => `${issue.path.map(String).join('.') || '(input)'}: ${issue.message}`);
  return [`${status ?? 'error'}: ${error.message}`, ...fields.map((field) => `  - ${field}`)].join('\n');
}
