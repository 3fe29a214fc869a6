import type { AnyRouter } from '@trpc/server';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tp/api';
import { DEFAULT_SITE_LANG, SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import type { I18n } from '@lingui/core';
import { anonymousAuth } from './lib/auth.ts';
import { createServerI18n, messagesOf } from './lib/i18n.ts';
import { isUnprefixedPath, languageOfCookie, languageOfPath } from './lib/language.ts';
import { setContentRendering } from './lib/render-mode.ts';
import { createQueryClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

/** What the server hands each render: its procedures run in-process, with an anonymous caller. */
export interface RenderOptions {
  /** Scripts, preloads and styles of the built client, per route. */
  manifest: ServerManifest | undefined;
  /** This response's script nonce (Content-Security-Policy). */
  nonce: string;
  /** The site's public origin (PUBLIC_URL). */
  siteUrl: string;
  /** False renders the document only, for the browser to fill (the benchmark's "before"). */
  renderContent?: boolean;
  api: { router: AnyRouter; createContext: () => Promise<unknown> };
}

// One instance per language, built once: catalogs never change while the server runs, and these instances are
// never re-activated, so concurrent renders in different languages cannot disturb each other.
const i18nByLanguage = Object.fromEntries(
  await Promise.all(
    SITE_LANGS.map(
      async (lang) => [lang, createServerI18n(lang, await messagesOf(lang, { withAdmin: true }))] as const,
    ),
  ),
) as Record<SiteLang, I18n>;

/** The language of a request: its address's prefix; the unprefixed dashboard follows the stored choice (cookie). */
function languageOf(request: Request): SiteLang {
  const { pathname } = new URL(request.url);
  if (isUnprefixedPath(pathname)) return languageOfCookie(request.headers.get('cookie')) ?? DEFAULT_SITE_LANG;
  return languageOfPath(pathname);
}

/** Renders one request to a streamed HTML response (or a redirect). Nothing is shared between requests. */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  setContentRendering(options.renderContent ?? true);
  const lang = languageOf(request);
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      unstable_localLink({
        router: options.api.router as AppRouter,
        createContext: options.api.createContext as never,
      }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(
        {
          queryClient,
          trpc,
          trpcClient,
          auth: anonymousAuth,
          lang,
          i18n: i18nByLanguage[lang],
          siteUrl: options.siteUrl,
        },
        { nonce: options.nonce },
      ),
    getRouterManifest: options.manifest ? () => options.manifest! : undefined,
  });
  // The stream handler is typed for any router; this one is ours.
  return handler(defaultStreamHandler as Parameters<typeof handler>[0]);
}
