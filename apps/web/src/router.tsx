import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { SiteLang } from '@tp/schemas/languages';
import type { ReactNode } from 'react';
import type { AuthStore } from './lib/auth.ts';
import { treatPageDataAsFresh } from './lib/fresh-as-the-page.ts';
import { languageOfPath, localizedPath, withoutLanguagePrefix } from './lib/language.ts';
import { TRPCProvider, type SiteTrpcClient, type Trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

/** Everything a render needs, created per request on the server and once per page load in the browser. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: SiteTrpcClient;
  auth: AuthStore;
  /** The language of this document: from the address (or, on the dashboard, the stored choice). */
  lang: SiteLang;
  i18n: I18n;
  /** The site's public origin for absolute links (PUBLIC_URL), never the request's Host header. */
  siteUrl: string;
}

export function createAppRouter(context: RouterContext, { nonce }: { nonce?: string } = {}) {
  let hydrated = false;
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders only prime the query cache; freshness is react-query's job.
    defaultPreloadStaleTime: 0,
    // Scroll to the top on a new page, and back to where one was on Back. Not on the first render of a server page
    // that the visitor has already scrolled (a slow phone, the page's code still loading): the router would throw
    // them back to the top (it only hears scrolls once it runs). Asked by the router after each render.
    scrollRestoration: () => {
      if (hydrated || typeof window === 'undefined') return true;
      hydrated = true;
      return window.scrollX === 0 && window.scrollY === 0;
    },
    // The routes know addresses without a language: the prefix is taken off on the way in and the document's
    // language put on every address the router writes. Another language is another document (the switcher
    // loads it), so one page never mixes two.
    rewrite: {
      input: ({ url }) => {
        if (languageOfPath(url.pathname) !== 'de') url.pathname = withoutLanguagePrefix(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizedPath(url.pathname, context.lang);
        return url;
      },
    },
    ssr: { nonce },
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={context.i18n}>
        <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
          {children}
        </TRPCProvider>
      </I18nProvider>
    ),
  });
  // The server's query cache travels with the HTML, so the browser asks again for nothing the page shows.
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  treatPageDataAsFresh(router);
  return router;
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
}
