// Turns Vite's build manifest into the router's: for each route, the scripts to preload and the styles to link,
// so the browser fetches a page's code in parallel with the HTML instead of discovering it after the entry has run.
// One manifest per language: each preloads its own text catalog, which the browser needs before it can hydrate.
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

/** The router manifest for a page in `language`, from Vite's client manifest. */
export function routerManifest(vite, language) {
  const entryKey = Object.keys(vite).find((key) => vite[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const rootKeys = closure(vite, entryKey);
  const catalogKey = Object.keys(vite).find((key) => CATALOG_FILE.exec(key)?.[1] === language);
  const catalogKeys = catalogKey ? closure(vite, catalogKey) : new Set();

  const routes = {
    __root__: {
      preloads: filesOf(vite, new Set([...[...rootKeys].filter((key) => key !== entryKey), ...catalogKeys])),
      css: cssOf(vite, rootKeys),
      scripts: [{ attrs: { type: 'module', src: `/${vite[entryKey].file}`, async: true } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const file = ROUTE_FILE.exec(key)?.[1];
    if (!file || !vite[key].isDynamicEntry) continue;
    const routeId = routeIdOf(file);
    const own = [...closure(vite, key)].filter((chunk) => !rootKeys.has(chunk));
    const route = (routes[routeId] ??= { preloads: [], css: [] });
    route.preloads = [...new Set([...route.preloads, ...filesOf(vite, own)])];
    route.css = [...new Set([...route.css, ...cssOf(vite, own)])];
  }
  return { routes };
}

// Run after the client build: writes dist/server/router-manifest.json beside the server bundle.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const vite = JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8'));
  const manifests = Object.fromEntries(['de', 'en', 'ru'].map((language) => [language, routerManifest(vite, language)]));
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server/router-manifest.json'), JSON.stringify(manifests, null, 2));
  console.log(`Router manifest: ${Object.keys(manifests.de.routes).length} routes with their preloads`);
}
