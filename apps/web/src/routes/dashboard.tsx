import { t } from '@lingui/core/macro';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout.tsx';
import { ProductsOverview } from '../features/dashboard/products-overview.tsx';
import { loadAdminMessages } from '../lib/i18n.ts';
import { pageTitle } from '../lib/seo.ts';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/controller' });
    await loadAdminMessages();
  },
  head: () => ({ meta: [{ title: pageTitle(t`Dashboard`) }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
  // Any unknown dashboard address shows the overview.
  notFoundComponent: ProductsOverview,
});
