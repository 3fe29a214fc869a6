import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';

/** Header and footer around the public pages; their data is fetched before the first paint. */
export const Route = createFileRoute('/_public')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([queryClient.ensureQueryData(trpc.settings.get.queryOptions()), queryClient.ensureQueryData(trpc.navbar.get.queryOptions())]),
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
  notFoundComponent: NotFound,
});
