import { useLocation, useRouteContext, useRouter } from '@tanstack/react-router';
import { DEFAULT_SITE_LANG } from '@tp/schemas/languages';
import { useEffect } from 'react';
import { useIsAuthenticated } from '../../lib/auth.ts';
import { isUnprefixedPath, localizedPath, storedLanguage } from '../../lib/language.ts';

/**
 * What the browser decides after hydration, because only it knows the visitor (the server renders every
 * address the same for everyone, crawlers included):
 * - a stored token shows the dashboard on every address (a signed-in administrator works there);
 * - a visitor arriving on an unprefixed (German) address who chose another language before is taken to that
 *   language's address.
 */
export function useArrivalRedirects() {
  const router = useRouter();
  const lang = useRouteContext({ from: '__root__', select: (context) => context.lang });
  const pathname = useLocation({ select: (location) => location.pathname });
  const signedIn = useIsAuthenticated();

  useEffect(() => {
    if (!signedIn || isUnprefixedPath(pathname)) return;
    // The dashboard shows in the administrator's language: another one than this page's is another document.
    const chosen = storedLanguage();
    if (chosen !== undefined && chosen !== lang) window.location.replace('/dashboard');
    else void router.navigate({ to: '/dashboard', replace: true });
  }, [router, signedIn, pathname, lang]);

  useEffect(() => {
    const stored = storedLanguage();
    if (signedIn || lang !== DEFAULT_SITE_LANG || stored === undefined || stored === lang || isUnprefixedPath(pathname))
      return;
    window.location.replace(localizedPath(pathname, stored) + window.location.search + window.location.hash);
    // Only on arrival: later addresses in this document keep its language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
