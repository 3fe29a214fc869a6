import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

type DehydratedQuery = DehydratedState['queries'][number];
interface DehydratedQueries {
  query?: { initial?: DehydratedQuery[]; stream?: ReadableStream<DehydratedQuery[]> };
}

/**
 * The server keeps a rendered page until the database changes (apps/server plugins/page-cache.ts), so a page sent
 * minutes after its render still shows current data. Its query cache, though, carries the time of the render, and
 * react-query would take that data for stale and ask the API for all of it again as soon as the page hydrated. The
 * data is as fresh as the page: in the browser it is stamped with the time the page arrived. Call after
 * `setupRouterSsrQueryIntegration`, whose hydration this wraps.
 */
export function treatPageDataAsFresh(router: AnyRouter) {
  if (router.isServer) return;
  const hydrateQueries = router.options.hydrate;
  if (!hydrateQueries) return;
  router.options.hydrate = (dehydrated: DehydratedQueries) => {
    // Back and forward may show a page from the browser's cache without asking the server: its data keeps the
    // time of its render, and is fetched again if that is long past.
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === 'back_forward') return hydrateQueries(dehydrated);
    const arrived = Date.now();
    const stamp = (queries: DehydratedQuery[]) => {
      for (const query of queries) if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = arrived;
      return queries;
    };
    const { query } = dehydrated;
    if (query?.initial) stamp(query.initial);
    if (query?.stream)
      query.stream = query.stream.pipeThrough(
        new TransformStream<DehydratedQuery[], DehydratedQuery[]>({
          transform: (queries, out) => out.enqueue(stamp(queries)),
        }),
      );
    return hydrateQueries(dehydrated);
  };
}
