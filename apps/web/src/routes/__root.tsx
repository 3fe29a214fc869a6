import { t } from '@lingui/core/macro';
import { createRootRouteWithContext, HeadContent, Outlet, redirect } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';
import { seo } from '../lib/seo.ts';
import type { RouterContext } from '../router.tsx';
import { Toaster } from '../ui/toast.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // With a stored token every address shows the dashboard; without one, the public site.
  beforeLoad: ({ context, location }) => {
    if (context.auth.isAuthenticated() && !location.pathname.startsWith('/dashboard')) throw redirect({ to: '/dashboard' });
  },
  head: () => ({
    meta: seo({
      title: COMPANY_NAME,
      description: t`OEM spare parts and maintenance services for GE LM2500, LM6000, Frame and Siemens SGT gas turbines.`,
    }),
  }),
  component: Root,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});

function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
    </>
  );
}
