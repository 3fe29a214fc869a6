import { msg } from '@lingui/core/macro';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { COMPANY_NAME } from '@tp/schemas/company';
import type { ReactNode } from 'react';
import { useArrivalRedirects } from '../features/layout/use-arrival-redirects.ts';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';
import { fontPreloads } from '../lib/font-preloads.ts';
import { isUnprefixedPath } from '../lib/language.ts';
import { languageLinks, pageLanguagesOf, pageUrl, seo, siteTags } from '../lib/seo.ts';
import type { RouterContext } from '../router.tsx';
import { Toaster } from '../ui/toast.tsx';

/** Pages that search engines should neither index nor list in other languages. */
const PRIVATE_ROUTES = new Set(['/_public/controller']);

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match, matches }) => {
    const { i18n, lang, siteUrl } = match.context;
    const site = { lang, siteUrl };
    const page = matches.at(-1);
    // Language alternates and og:url only for a page that exists and is public. A not-found page is marked on the
    // match that shows it (`_notFound`, router-core's field, pinned with the router), or its match has that status.
    const found = matches.every(
      (candidate) => candidate.status === 'success' && !(candidate as { _notFound?: boolean })._notFound,
    );
    const listed = page !== undefined && found && !isUnprefixedPath(page.pathname) && !PRIVATE_ROUTES.has(page.routeId);
    // A page whose main text is not in this language shows the German one: not for search engines, not an alternate.
    const languages = pageLanguagesOf(page?.loaderData);
    const translated = languages.includes(lang);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b1a2e' },
        ...seo(site, {
          title: COMPANY_NAME,
          description: i18n._(
            msg`OEM spare parts and maintenance services for GE LM2500, LM6000, Frame and Siemens SGT gas turbines.`,
          ),
        }),
        ...siteTags(site),
        ...(listed ? [{ property: 'og:url', content: pageUrl(site, page.pathname) }] : []),
        ...(listed && !translated ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ],
      links: [
        ...fontPreloads(lang),
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...(listed && translated ? languageLinks(site, page.pathname, languages) : []),
      ],
    };
  },
  shellComponent: Document,
  component: Root,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});

/** The whole HTML document, rendered on the server in the page's language; the browser hydrates it. */
function Document({ children }: { children: ReactNode }) {
  const { lang, siteUrl } = Route.useRouteContext();
  return (
    // The browser reads the language and the public origin back from here before it hydrates.
    <html lang={lang} data-site-url={siteUrl}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  useArrivalRedirects();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
