// Groups the browser build's modules so a public page downloads a handful of files, not twenty-six. Left to itself,
// rolldown gives every set of routes that shares code its own chunk: a public page needed the framework, the entry
// and ~24 files of 0.1–10 KB, and on a phone each is a request, a compile and a task before React can hydrate.
// - `framework`: the libraries every page needs, cached across releases of the site's own code.
// - `public`: what every public page needs: the public layout (header, footer, icons) and what the entry shares with
//   any lazy route (tRPC client, languages).
// - `pages`: what two or more public pages share beyond that (page header, request form, gallery), so the home page
//   does not download the forms of the others.
// A page's own code stays in its route's chunk (rolldown's splitting, which the router manifest maps to the route),
// and the dashboard's own code in chunks of its own: visitors never download it.

const LAZY_ROUTE = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|@trpc|@lingui)[\\/]/;
const CATALOG = /[\\/]src[\\/]locales[\\/]/;
/** The icons (each imported from its own file: scripts/icon-imports.ts) and what they are drawn with. */
const ICONS = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;

/** What rolldown tells a group's `name` function about the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** The entry, the public layout and the public pages; the dashboard's routes are not public. */
const isPublicRoot = (root: string) => root === 'entry' || root === '_public' || root.startsWith('_public/');

/** The lazy route modules (by route file: `_public/part-list.$id`) and `entry` whose static imports reach a module. */
function rootsOf(id: string, ctx: ChunkingContext): string[] {
  const roots = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) roots.add('entry');
    const route = LAZY_ROUTE.exec(current)?.[1];
    if (route !== undefined) {
      roots.add(route);
      continue;
    }
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...roots];
}

/**
 * `public` for what every public page needs: the public layout's code and what the entry shares with a lazy route.
 * `pages` for what two or more public pages share beyond that. Else null: rolldown decides.
 */
export function sharedChunkOf(id: string, ctx: ChunkingContext): 'public' | 'pages' | null {
  if (CATALOG.test(id)) return null;
  const lazyRoute = LAZY_ROUTE.exec(id)?.[1];
  if (lazyRoute !== undefined) return lazyRoute === '_public' ? 'public' : null;
  const roots = rootsOf(id, ctx);
  // An icon is a few hundred bytes: one any public page draws goes with the shared code rather than into a file of its
  // own or `pages` (which the home page would then load whole); the dashboard's stay out of the public files.
  if (ICONS.test(id)) return roots.some(isPublicRoot) ? 'public' : null;
  if (roots.length < 2) return null;
  if (roots.includes('entry') || roots.includes('_public')) return 'public';
  return roots.filter(isPublicRoot).length >= 2 ? 'pages' : null;
}

const groupOf = (chunk: 'public' | 'pages', priority: number) => ({
  name: (id: string, ctx: ChunkingContext) => (sharedChunkOf(id, ctx) === chunk ? chunk : null),
  priority,
});

// Higher priority captures first: a group also takes in what its modules import, and `pages` must not take in what
// every page needs (the entry would then load `pages` everywhere).
export const codeGroups = [
  { name: 'framework', test: FRAMEWORK, priority: 3 },
  groupOf('public', 2),
  groupOf('pages', 1),
];
