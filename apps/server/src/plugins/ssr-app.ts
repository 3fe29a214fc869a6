import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { RETRY_AFTER_SECONDS } from '@tp/api';
import {
  isSiteLang,
  isUnprefixedPath,
  languageCookie,
  languageOfPath,
  localizedPath,
  withoutLanguagePrefix,
  type SiteLang,
} from '@tp/schemas/languages';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { errorBody } from './error-handler.ts';
import { inlineScriptHashes, pageTag, type CachedPage, type PageCache } from './page-cache.ts';
import { sendKept } from './precompressed.ts';
import { pageScriptHashesPolicy, pageScriptNonce, withoutOpenerIsolation } from './security-headers.ts';

/** The administrator's sign-in page (/controller): private, like the dashboard. */
const SIGN_IN_PATH = '/controller';

/**
 * A quote's private link (/quote/{token}): one buyer's page, never kept, cached by a proxy or indexed, and its address
 * (the token) never sent on as a referrer.
 */
const isPrivateLinkPage = (routePath: string) => routePath.startsWith('/quote/');

/** A draft's preview link: a record's own address with `?preview=<token>` (packages/api/.../draft-preview.ts). */
const isPreviewLink = (url: string) => new URL(url, 'http://site').searchParams.has('preview');

/** A page of the public site (not the dashboard or the sign-in page), given its path without a language prefix. */
const isPublicPage = (routePath: string) => !isUnprefixedPath(routePath) && routePath !== SIGN_IN_PATH;

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></html>`;

/** What the SSR bundle (apps/web/src/entry-server.tsx) exports. */
interface SsrBundle {
  render(
    request: Request,
    options: {
      manifest: unknown;
      nonce: string;
      siteUrl: string;
      renderContent?: boolean;
      api: { router: unknown; createContext: () => Promise<unknown> };
    },
  ): Promise<Response>;
}

export interface SsrAppOptions {
  /** apps/web/dist: `client/` served as files, `server/` the render bundle and the router manifests. */
  webDir: string | undefined;
  /** Development: apps/web's source, served and rendered through Vite with hot reload instead of `webDir`. */
  devWebRoot?: string;
  /** The public origin for absolute links (PUBLIC_URL); never taken from the request's Host header. */
  siteUrl: string;
  /** False sends pages for the browser to render (benchmarks compare it with server rendering). */
  renderContent?: boolean;
  /** Keeps rendered public pages until the database changes; none in development or without it. */
  pageCache?: PageCache;
  /** The procedures, run in-process during rendering with an anonymous caller. */
  api: { router: unknown; createContext: (request: FastifyRequest) => Promise<unknown> };
  /** Asked after a page failed to render: whether the database is away (the page is then a 503 with Retry-After, not a 500). */
  databaseAway?: () => Promise<boolean>;
  /** Counts kept pages found and missed, and times pages rendered (when the server has metrics). */
  metrics?: Pick<ServerMetrics, 'cacheLooked' | 'pageRendered'>;
}

/**
 * Where an address should be: `?lang=en` becomes the `/en/…` address (on the dashboard, which has no language
 * in its address, the choice is kept in the language cookie), a trailing slash goes. Null when it is right.
 */
export function canonicalLocation(url: string): { location: string; chosen?: SiteLang } | null {
  const parsed = new URL(url, 'http://site');
  const original = parsed.pathname;
  // Never `//host`: a redirect there would leave the site.
  let pathname = original.replace(/^\/{2,}/, '/');
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  // The dashboard has no language in its address.
  if (isUnprefixedPath(withoutLanguagePrefix(pathname))) pathname = withoutLanguagePrefix(pathname);
  const requested = parsed.searchParams.get('lang')?.toLowerCase();
  const chosen = isSiteLang(requested) ? requested : undefined;
  const hasLang = parsed.searchParams.has('lang');
  if (hasLang) {
    parsed.searchParams.delete('lang');
    if (chosen) pathname = localizedPath(withoutLanguagePrefix(pathname), chosen);
  }
  if (!hasLang && pathname === original) return null;
  return { location: pathname + parsed.search, chosen };
}

/** A web Request for the renderer: only what it reads (cookie for the dashboard's language, user agent for bots). */
function toWebRequest(request: FastifyRequest, siteUrl: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, siteUrl), { method: 'GET', headers, signal });
}

type Renderer = (lang: SiteLang) => Promise<{ bundle: SsrBundle; manifest: unknown } | undefined>;

/**
 * The built bundle with one router manifest per language. Its import (React and the router: a fifth of a second)
 * starts once the server listens, so the start is not slowed by it: the API answers meanwhile, and a page asked for
 * in that moment waits for it.
 */
function builtRenderer(app: FastifyInstance, webDir: string): Renderer {
  const bundleFile = path.join(webDir, 'server/entry-server.js');
  const manifestFile = path.join(webDir, 'server/router-manifest.json');
  if (!fs.existsSync(bundleFile) || !fs.existsSync(manifestFile)) return async () => undefined;
  const manifests = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<SiteLang, unknown>;
  let loading: Promise<SsrBundle> | undefined;
  const load = () => {
    if (!loading) {
      loading = import(pathToFileURL(bundleFile).href) as Promise<SsrBundle>;
      // A bundle that cannot load is logged at once; each page asked for then fails with the same error, as a 500.
      loading.catch((error: unknown) => app.log.error({ err: error }, 'the page renderer could not be loaded'));
    }
    return loading;
  };
  app.addHook('onListen', (done) => {
    setImmediate(() => void load().catch(() => undefined));
    done();
  });
  return async (lang) => ({ bundle: await load(), manifest: manifests[lang] });
}

/**
 * The web app: built files (hashed assets cached for a year), and every other GET outside /api and /trpc
 * rendered on the server in the language of its address, as a stream the browser hydrates.
 */
export async function registerSsrApp(app: FastifyInstance, options: SsrAppOptions) {
  const clientDir = options.webDir && !options.devWebRoot ? path.join(options.webDir, 'client') : undefined;
  if (clientDir && fs.existsSync(clientDir)) {
    // The build wrote `.br` and `.gz` beside each text file (apps/web/scripts/precompress.mjs): sent as they are.
    const files = { index: false, serveDotFiles: false, preCompressed: true, decorateReply: false } as const;
    // The hashed assets (nearly 300 files with their compressed copies) under one route: a route per file, as the
    // files at the top need (every other address is a page), took 150 ms of each start (issue 37).
    await app.register(fastifyStatic, {
      ...files,
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      setHeaders: (reply) => void reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    await app.register(fastifyStatic, {
      ...files,
      root: clientDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      setHeaders: (reply) => void reply.header('Cache-Control', 'public, max-age=300'),
    });
  }
  let renderer: Renderer = async () => undefined;
  if (options.devWebRoot) {
    const { createDevRenderer } = await import('./dev-web-app.ts');
    const load = await createDevRenderer(app, options.devWebRoot);
    renderer = async () => (await load()) as { bundle: SsrBundle; manifest: unknown };
  } else if (options.webDir) {
    renderer = builtRenderer(app, options.webDir);
  }

  /** Renders a page as a stream; `nonce` goes into its script tags. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, nonce: string) => {
    const lang: SiteLang = languageOfPath(request.url.split('?')[0] ?? '/');
    const loaded = await renderer(lang);
    if (!loaded) return undefined;
    const aborted = new AbortController();
    reply.raw.once('close', () => aborted.abort());
    return loaded.bundle.render(toWebRequest(request, options.siteUrl, aborted.signal), {
      manifest: loaded.manifest,
      nonce,
      siteUrl: options.siteUrl,
      renderContent: options.renderContent,
      api: { router: options.api.router, createContext: () => options.api.createContext(request) },
    });
  };

  /** A page that failed to render because the database is away says so: 503 and when to try again (the visitor sees the error page). */
  const statusOfFailed = async (status: number, reply: FastifyReply) => {
    if (status < 500 || !(await options.databaseAway?.())) return status;
    void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return 503;
  };

  /**
   * A page rendered with the cache's nonce mark, made the same bytes for every visitor: the mark taken out, its
   * inline scripts allowed by their hashes. Undefined when the mark is anywhere else (a script handed the nonce to
   * add scripts later would be refused): such a page is sent with a nonce of its own and not kept.
   */
  const keptPage = (status: number, headers: [string, string][], html: string, cache: PageCache) => {
    // The router hands the nonce to the browser in a meta tag, for the tags it renders there: without it they go
    // without one, as the page now does (scripts React renders in the browser never run anyway).
    const body = html
      .replaceAll(` nonce="${cache.nonceMark}"`, '')
      .replace(`<meta property="csp-nonce" content="${cache.nonceMark}"/>`, '');
    if (body.includes(cache.nonceMark)) return undefined;
    const bytes = Buffer.from(body);
    const policy: [string, string] = ['content-security-policy', pageScriptHashesPolicy(inlineScriptHashes(body))];
    return { status, headers: [...headers, policy], body: bytes, compressed: {}, etag: pageTag(bytes) };
  };

  /** A kept page: the same bytes, compressed once per encoding, and 304 to a browser that has the found page. */
  const sendKeptPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, cache: PageCache) => {
    reply.status(page.status);
    for (const [name, value] of page.headers) void reply.header(name, value);
    void reply.header('Cache-Status', cache.keptStatus()).header('Cache-Control', 'no-cache');
    if (page.status === 200) void reply.header('etag', page.etag);
    return sendKept(request, reply, page.body, page.compressed, (bytes) => cache.grew(bytes), 'small');
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const cache = options.pageCache;
    // Public pages are the same for every visitor; the dashboard's shell follows the visitor's language cookie.
    // Search pages are not: each query is its own page, and each search counts against the visitor's limit.
    const routePath = withoutLanguagePrefix(request.url.split('?')[0] ?? '/');
    const privateLink = isPrivateLinkPage(routePath) || isPreviewLink(request.url);
    const cacheable =
      cache !== undefined &&
      options.renderContent !== false &&
      !isUnprefixedPath(routePath) &&
      routePath !== '/search' &&
      !privateLink;
    if (isPublicPage(routePath)) withoutOpenerIsolation(reply);
    if (cacheable) {
      const version = cache.validate();
      const cached = cache.get(request.url);
      options.metrics?.cacheLooked('page', cached !== undefined);
      if (cached) return sendKeptPage(request, reply, cached, cache);
      const started = performance.now();
      const response = await renderPage(request, reply, cache.nonceMark);
      if (!response)
        return reply
          .status(200)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      const headers = [...response.headers].filter(([name]) => name !== 'content-length');
      const status = await statusOfFailed(response.status, reply);
      const html = await response.text();
      options.metrics?.pageRendered(request.url, (performance.now() - started) / 1000);
      const page = keptPage(status, headers, html, cache);
      if (!page) {
        reply.status(status);
        for (const [name, value] of headers) void reply.header(name, value);
        return reply.header('Cache-Control', 'no-cache').send(html.replaceAll(cache.nonceMark, pageScriptNonce(reply)));
      }
      // Found and not-found pages alike (crawlers ask for gone addresses again and again); never a failed render.
      if (page.status === 200 || page.status === 404) cache.set(request.url, page, version);
      return sendKeptPage(request, reply, page, cache);
    }
    const started = performance.now();
    const response = await renderPage(request, reply, pageScriptNonce(reply));
    if (!response)
      return reply
        .status(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    reply.status(await statusOfFailed(response.status, reply));
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') void reply.header(name, value);
    });
    // Pages change when the administrator writes; the browser asks again each time (and gets 304s for assets).
    // A private link's page is kept nowhere, and its address goes to no other site.
    if (privateLink)
      reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer');
    else reply.header('Cache-Control', 'no-cache');
    if (!response.body || request.method === 'HEAD') return reply.send();
    // The cast is for the e2e project (and lint), which compile this file with the DOM's ReadableStream type.
    const html = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    // Streamed: rendered once the last of it is read.
    html.once('end', () => options.metrics?.pageRendered(request.url, (performance.now() - started) / 1000));
    return reply.send(html);
  };

  const isApiUrl = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
  // A kept page is answered as soon as its request arrives, as a kept public read is (read-cache.ts): it was kept
  // under its canonical address, so nothing the route would check first can differ.
  const pageCache = options.pageCache;
  if (pageCache)
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiUrl(request.url)) return done();
      pageCache.validate();
      const kept = pageCache.get(request.url);
      // Other files (assets) come here too: a miss is counted where a page is rendered instead.
      if (!kept) return done();
      options.metrics?.cacheLooked('page', true);
      if (isPublicPage(withoutLanguagePrefix(request.url.split('?')[0] ?? '/'))) withoutOpenerIsolation(reply);
      void sendKeptPage(request, reply, kept, pageCache);
    });
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
  // A route, not the not-found handler, so that route hooks (compression) apply to pages too.
  app.get('/*', { onSend: pageCacheHeaders }, async (request, reply) => {
    const url = request.url;
    if (isApiUrl(url)) return reply.callNotFound();
    if (path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const canonical = canonicalLocation(url);
    if (canonical !== null) {
      // A link that names its language is a choice, kept as the language switcher keeps one.
      if (canonical.chosen) reply.header('Set-Cookie', languageCookie(canonical.chosen));
      return reply.redirect(canonical.location, 301);
    }
    return render(request, reply);
  });
}

/**
 * A page rendered for one response carries no ETag: its body holds that response's own script nonce, so a tag could
 * never match again (and a 304 would pair the stored page with another response's nonce); a kept page keeps its tag.
 * It varies by encoding whichever encoding it went in, so a shared cache never hands the uncompressed copy to a
 * browser that asked for Brotli. Runs after the app's own onSend hooks (ETag, compression).
 */
const pageCacheHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
    if (reply.statusCode !== 200 || String(reply.getHeader('content-security-policy') ?? '').includes("'nonce-"))
      reply.removeHeader('etag');
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  done(null, payload);
};
