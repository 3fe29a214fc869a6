// Turns Vite's build manifest into the router's: for each route, the styles to link and the scripts its page
// needs. The scripts are not preloaded from the head: the page is server-rendered, so its stylesheet, fonts and first
// picture need the connection before the code that makes it interactive. Each matched route's inline script names
// its modules, and the root's (a module, so it runs once the document is parsed) waits for the first paint, then
// preloads them all in parallel and imports the entry. On a phone that paints the page before the ~140 KB of
// JavaScript is fetched; hydration starts right after.
// One manifest per language: each names its own text catalog, which the browser needs before it can hydrate.
import fs from 'node:fs';
import path from 'node:path';

const ROUTE_FILE = /^src\/routes\/(.+)\.tsx(?:\?tsr-split=.*)?$/;
const CATALOG_FILE = /^src\/locales\/(de|en|ru)\/messages\.po$/;

/** `src/routes/_public/service.$id.tsx` → `/_public/service/$id`, `_public/index` → `/_public/`, `__root` → `__root__`. */
export function routeIdOf(file) {
  if (file === '__root') return '__root__';
  const segments = file.replaceAll('.', '/').split('/');
  if (segments.at(-1) === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/** A chunk and everything it imports statically: the files the browser needs before the chunk can run. */
function closure(vite, key, seen = new Set()) {
  const chunk = vite[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(vite, imported, seen);
  return seen;
}

const filesOf = (vite, keys) => [...keys].map((key) => `/${vite[key].file}`);
const cssOf = (vite, keys) => [...new Set([...keys].flatMap((key) => (vite[key].css ?? []).map((file) => `/${file}`)))];

/** The files of each route's page in `language`: the entry, and per route its modules (to preload) and styles. */
export function pageFiles(vite, language) {
  const entryKey = Object.keys(vite).find((key) => vite[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  // The loader runs the named modules before the entry: one that imported the entry's chunk would start it early.
  const importsEntry = Object.keys(vite).filter((key) => vite[key].imports?.includes(entryKey));
  if (importsEntry.length > 0)
    throw new Error(`Chunks import the entry's chunk (see scripts/public-chunks.ts): ${importsEntry.join(', ')}`);
  const rootKeys = closure(vite, entryKey);
  const catalogKey = Object.keys(vite).find((key) => CATALOG_FILE.exec(key)?.[1] === language);
  const catalogKeys = catalogKey ? closure(vite, catalogKey) : new Set();

  const routes = {
    __root__: {
      modules: filesOf(vite, new Set([...[...rootKeys].filter((key) => key !== entryKey), ...catalogKeys])),
      css: cssOf(vite, rootKeys),
    },
  };
  for (const key of Object.keys(vite)) {
    const file = ROUTE_FILE.exec(key)?.[1];
    if (!file || !vite[key].isDynamicEntry) continue;
    const routeId = routeIdOf(file);
    const own = [...closure(vite, key)].filter((chunk) => !rootKeys.has(chunk));
    const route = (routes[routeId] ??= { modules: [], css: [] });
    route.modules = [...new Set([...route.modules, ...filesOf(vite, own)])];
    route.css = [...new Set([...route.css, ...cssOf(vite, own)])];
  }
  return { entry: `/${vite[entryKey].file}`, routes };
}

/**
 * Names a route's modules for the loader below (a classic script: it runs as the parser reaches it). Each module once:
 * after hydration the router runs the page's inline scripts again (its check for a script already in the page compares
 * nonces, and the browser hides a nonce from the attribute it reads), which would name every module a second time.
 */
const namingScript = (modules) =>
  `((m,f)=>{for(const h of f)m.includes(h)||m.push(h)})(self.$_TPM=self.$_TPM||[],[${modules.map((file) => JSON.stringify(file)).join(',')}])`;

/**
 * Loads the site's code after the first paint: preloads every module the matched routes named, then runs them one
 * at a time, each in a task of its own, and the entry last. Importing the entry alone would run the framework, the
 * shared code and the entry in one task: on a phone that is one long block of the main thread (Lighthouse counts
 * each task beyond 50 ms), where this gives a few short ones with the browser free in between. No named module
 * imports the entry's chunk (scripts/public-chunks.ts puts what the entry shares into `public`), so none runs early.
 * A shell the browser fills itself (the dashboard: no `<main>` from the server) has nothing to paint first, so it
 * loads at once. Where paint timing is missing it waits for a frame instead; a page that does not paint (a tab
 * opened in the background) loads its code when it is shown, or after five seconds at the latest. The guard is a
 * global, not the module's own: the router runs this script again after hydration (see namingScript), and that run
 * must not preload and import everything a second time.
 */
const loaderScript = (entry) =>
  `const go=async()=>{if(self.$_TPL)return;self.$_TPL=1;const m=self.$_TPM||[];` +
  `for(const href of m)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));` +
  `for(const href of m){await import(href).catch(()=>{});await new Promise((r)=>setTimeout(r))}import(${JSON.stringify(entry)})};` +
  `if(!document.querySelector("main"))go();else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{o.disconnect();setTimeout(go)}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,5e3)`;

/** The router manifest for a page in `language`, from Vite's client manifest. */
export function routerManifest(vite, language) {
  const { entry, routes } = pageFiles(vite, language);
  return {
    routes: Object.fromEntries(
      Object.entries(routes).map(([routeId, { modules, css }]) => {
        const scripts = modules.length > 0 ? [{ children: namingScript(modules) }] : [];
        if (routeId === '__root__') scripts.push({ attrs: { type: 'module' }, children: loaderScript(entry) });
        return [routeId, { css, scripts }];
      }),
    ),
  };
}

// Run after the client build: writes dist/server/router-manifest.json beside the server bundle.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const vite = JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8'));
  const manifests = Object.fromEntries(
    ['de', 'en', 'ru'].map((language) => [language, routerManifest(vite, language)]),
  );
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server/router-manifest.json'), JSON.stringify(manifests, null, 2));
  console.log(`Router manifest: ${Object.keys(manifests.de.routes).length} routes with their modules and styles`);
}
