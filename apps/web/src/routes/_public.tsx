import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';
import { previewToken } from '../lib/preview.ts';
import { isContentRendered } from '../lib/render-mode.ts';
import { jsonLd, organizationData } from '../lib/seo.ts';

/** Header and footer around the public pages; their data is fetched before the first paint. */
export const Route = createFileRoute('/_public')({
  ssr: () => isContentRendered(),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.settings.get.queryOptions()),
      queryClient.ensureQueryData(trpc.navbar.get.queryOptions()),
    ]),
  head: ({ loaderData, match: { context, search } }) => ({
    meta: [
      ...(loaderData ? [jsonLd(organizationData(context, loaderData[0]))] : []),
      // A draft's preview link is for one colleague: never in an index.
      ...(previewToken(search) ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ],
  }),
  component: PublicShell,
  notFoundComponent: NotFound,
});

function PublicShell() {
  const search: unknown = Route.useSearch();
  return (
    <PublicLayout previewing={previewToken(search) !== undefined}>
      <Outlet />
    </PublicLayout>
  );
}
