import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { MainNav } from './main-nav.tsx';
import { TopBar } from './top-bar.tsx';

// The sidebar of small screens loads on first open.
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((module) => ({ default: module.MobileNav })));

/**
 * Header and footer around every public page; on a draft's preview link (`previewing`), a line above them says what
 * the page shows.
 */
export function PublicLayout({ children, previewing = false }: { children: ReactNode; previewing?: boolean }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        <Trans>Skip to content</Trans>
      </a>
      {previewing && (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <Trans>Preview of a draft: visitors do not see these changes until they are published.</Trans>
        </p>
      )}
      {/* Each boundary hydrates in a task of its own, after the shell, so no single task blocks a phone for long. */}
      <Suspense>
        <TopBar />
        <MainNav onOpenMobile={() => setMobileOpen(true)} mobileOpen={mobileOpen} />
      </Suspense>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileNav open={mobileOpen} onClose={closeMobile} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
