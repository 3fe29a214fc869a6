import { msg } from '@lingui/core/macro';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout.tsx';
import { ProductsOverview } from '../features/dashboard/products-overview.tsx';
import { loadAdminMessages } from '../lib/i18n.ts';
import { pageTitle } from '../lib/seo.ts';

export const Route = createFileRoute('/dashboard')({
  // The administrator's screens run in the browser only: the token lives there, and visitors download none of
  // their code. The server sends the page frame; the browser signs in and renders.
  ssr: false,
  beforeLoad: async ({ context }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/controller' });
    await loadAdminMessages(context.i18n);
  },
  head: ({ match: { context } }) => ({
    meta: [{ title: pageTitle(context.i18n._(msg`Dashboard`)) }, { name: 'robots', content: 'noindex' }],
  }),
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
  // Any unknown dashboard address shows the overview.
  notFoundComponent: ProductsOverview,
});
