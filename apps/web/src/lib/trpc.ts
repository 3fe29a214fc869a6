import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  TRPCClientError,
  type TRPCClient,
} from '@trpc/client';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tp/api';

/**
 * Nothing here is a module-level instance: the server renders many visitors at once, so the query client and the
 * tRPC client are created per request there (and once per page load in the browser), and components reach them
 * through `useTRPC()` / `useQueryClient()`, loaders through the router context.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type SiteTrpcClient = TRPCClient<AppRouter>;

/** The HTTP status of a failed call, when the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/**
 * A query client for one visitor. `onUnauthorized` runs when the server refuses the stored token (expired or
 * revoked), so the browser can sign out cleanly; the server renders anonymously and passes none.
 */
export function createQueryClient(onUnauthorized?: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (httpStatusOf(error) === 401) onUnauthorized?.();
  };
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          return (status === undefined || status >= 500) && failureCount < 2;
        },
      },
    },
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });
}

/** The browser's client: uploads (FormData) go unbatched as multipart, everything else batched JSON. */
export function createBrowserTrpcClient(token: () => string | null): SiteTrpcClient {
  const headers = () => {
    const value = token();
    return value ? { authorization: `Bearer ${value}` } : {};
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url: '/trpc', headers }),
        false: httpBatchLink({ url: '/trpc', headers }),
      }),
    ],
  });
}
