import { createRouter } from '@tanstack/react-router';
import { authStore } from './lib/auth.ts';
import { queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: typeof queryClient;
  trpc: typeof trpc;
  auth: typeof authStore;
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc, auth: authStore },
  defaultPreload: 'intent',
  // Loaders only prime the query cache; freshness is react-query's job.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
