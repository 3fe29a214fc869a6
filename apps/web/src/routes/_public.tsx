import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';
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
  head: ({ loaderData, match: { context } }) =>
    loaderData ? { meta: [jsonLd(organizationData(context, loaderData[0]))] } : {},
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
  notFoundComponent: NotFound,
});
