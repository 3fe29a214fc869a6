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
  beforeLoad: async ({ context, location }) => {
    if (!context.auth.isAuthenticated()) throw redirect({ to: '/controller' });
    await loadAdminMessages(context.i18n);
    // A session that must set up a second factor first (its role requires one) opens My account only; the API
    // would refuse every other screen's data.
    const me = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions()).catch(() => null);
    if (me?.setup_required && location.pathname !== '/dashboard/account') throw redirect({ to: '/dashboard/account' });
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
