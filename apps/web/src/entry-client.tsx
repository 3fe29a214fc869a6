import '@fontsource-variable/inter';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate as restoreServerState } from '@tanstack/react-router/ssr/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tp/api';
import { isSiteLang } from '@tp/schemas/languages';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { authStore } from './lib/auth.ts';
import { activateBrowserLanguage } from './lib/i18n.ts';
import { isUnprefixedPath, languageOfCookie, languageOfPath, storedLanguage, storeLanguage } from './lib/language.ts';
import { previewToken } from './lib/preview.ts';
import { createBrowserTrpcClient, createQueryClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

/** Hydrates the server's HTML: the same language, texts and data, so the first render matches it exactly. */
async function hydrate() {
  const root = document.documentElement;
  const lang = isSiteLang(root.lang) ? root.lang : languageOfPath(location.pathname);
  const onDashboard = isUnprefixedPath(location.pathname);
  // The visitor's choice lives in a cookie (which the server reads for the dashboard, and sets for a `?lang=` link)
  // and in localStorage (where the original site kept it). The cookie is the newer: it wins. A choice only in
  // localStorage, from before the cookie, is copied into it, and the dashboard drawn again in that language.
  const chosen = languageOfCookie(document.cookie);
  const stored = storedLanguage();
  if (chosen !== undefined && chosen !== stored) storeLanguage(chosen);
  if (chosen === undefined && stored !== undefined) {
    storeLanguage(stored);
    if (onDashboard && stored !== lang) {
      location.reload();
      return;
    }
  }

  const i18n = await activateBrowserLanguage(lang, { withAdmin: onDashboard });
  const queryClient = createQueryClient(() => authStore.signOut('expired'));
  // A draft's preview link shows the draft laid over the live record (lib/preview.ts): nothing is read again while
  // it is open, which would show the live record instead.
  if (previewToken(Object.fromEntries(new URLSearchParams(location.search))))
    queryClient.setDefaultOptions({ queries: { staleTime: Infinity, refetchOnWindowFocus: false } });
  const trpcClient = createBrowserTrpcClient(() => authStore.getToken());
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const router = createAppRouter({
    queryClient,
    trpc,
    trpcClient,
    auth: authStore,
    lang,
    i18n,
    siteUrl: root.dataset.siteUrl ?? location.origin,
  });
  // Signing in or out (here or in another tab) re-runs the route guards.
  authStore.subscribe(() => void router.invalidate());

  // What RouterClient does, in steps with a pause between them: each step is a task of its own, so a phone's main
  // thread is never blocked long at a time (Lighthouse's blocking time counts each task beyond 50 ms).
  await nextTask();
  // The matches, the query cache and the page's code, as the server left them.
  await restoreServerState(router);
  window.$_TSR?.h();
  await nextTask();
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer input and paint
  // in between, instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

/** Resolves in a new task, after the browser has had the chance to paint and answer input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

declare global {
  interface Window {
    /** The router's bootstrap data from the server; `h()` lets it drop the data once hydration has begun. */
    $_TSR?: { h(): void };
  }
}

void hydrate();
