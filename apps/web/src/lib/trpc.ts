import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tp/api';
import { authStore } from './auth.ts';

/** The HTTP status of a failed call, when the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/** A signed-in browser whose token the server refuses (expired or revoked) is signed out cleanly. */
function signOutOnUnauthorized(error: unknown) {
  if (httpStatusOf(error) === 401 && authStore.isAuthenticated()) authStore.signOut('expired');
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        const status = httpStatusOf(error);
        return (status === undefined || status >= 500) && failureCount < 2;
      },
    },
  },
  queryCache: new QueryCache({ onError: signOutOnUnauthorized }),
  mutationCache: new MutationCache({ onError: signOutOnUnauthorized }),
});

function authorization() {
  const token = authStore.getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

// Uploads (FormData) go unbatched as multipart; everything else is batched JSON.
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', headers: authorization }),
      false: httpBatchLink({ url: '/trpc', headers: authorization }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
