import { describe, expect, it } from 'vitest';
import { sharedChunkOf } from './public-chunks.ts';

// A small module graph shaped like the site's: the entry imports the route files, each route's page is a lazy module.
const SRC = '/app/src';
const lazy = (route: string) => `${SRC}/routes/${route}.tsx?tsr-split=component`;
const importers: Record<string, string[]> = {
  [`${SRC}/entry-client.tsx`]: [],
  [`${SRC}/lib/trpc.ts`]: [`${SRC}/entry-client.tsx`, lazy('dashboard/settings')],
  [`${SRC}/features/layout/footer.tsx`]: [lazy('_public')],
  [`${SRC}/features/pages/page-header.tsx`]: [lazy('_public/service.$id'), lazy('_public/parts.$id')],
  [`${SRC}/features/requests/request-form.tsx`]: [lazy('_public/part-list.$id'), lazy('dashboard/requests')],
  [`${SRC}/ui/dialog.tsx`]: [lazy('dashboard/settings'), lazy('dashboard/requests')],
  [`${SRC}/features/home/hero.tsx`]: [lazy('_public/index')],
  [`${SRC}/locales/ru/messages.po`]: [`${SRC}/entry-client.tsx`, lazy('_public/index')],
  // Reached through a module in between: the walk follows importers up to the lazy routes.
  [`${SRC}/ui/card.tsx`]: [`${SRC}/features/pages/page-header.tsx`],
  // Icons, each imported from its own file (scripts/icon-imports.ts): by one public page, by the dashboard only.
  ['/app/node_modules/lucide-react/dist/esm/icons/chevron-left.mjs']: [`${SRC}/features/home/hero.tsx`],
  ['/app/node_modules/lucide-react/dist/esm/icons/user-cog.mjs']: [
    lazy('dashboard/settings'),
    lazy('dashboard/requests'),
  ],
  [lazy('_public')]: [],
  [lazy('_public/index')]: [],
  [lazy('_public/service.$id')]: [],
  [lazy('_public/parts.$id')]: [],
  [lazy('_public/part-list.$id')]: [],
  [lazy('dashboard/settings')]: [],
  [lazy('dashboard/requests')]: [],
};
const ctx = {
  getModuleInfo: (id: string) =>
    id in importers ? { isEntry: id === `${SRC}/entry-client.tsx`, importers: importers[id]! } : null,
};

describe('public chunks', () => {
  it('puts what the entry shares with a lazy route, and the public layout, in `public`', () => {
    expect(sharedChunkOf(`${SRC}/lib/trpc.ts`, ctx)).toBe('public');
    expect(sharedChunkOf(lazy('_public'), ctx)).toBe('public');
    // Only the layout needs the footer: the group takes it in as the layout's import, the function need not name it.
    expect(sharedChunkOf(`${SRC}/features/layout/footer.tsx`, ctx)).toBe(null);
  });

  it('puts what two public pages share in `pages`, through modules in between', () => {
    expect(sharedChunkOf(`${SRC}/features/pages/page-header.tsx`, ctx)).toBe('pages');
    expect(sharedChunkOf(`${SRC}/ui/card.tsx`, ctx)).toBe('pages');
  });

  it("leaves a page's own code, the dashboard's, the pages themselves and the texts to rolldown", () => {
    expect(sharedChunkOf(`${SRC}/features/home/hero.tsx`, ctx)).toBe(null);
    expect(sharedChunkOf(`${SRC}/features/requests/request-form.tsx`, ctx)).toBe(null);
    expect(sharedChunkOf(`${SRC}/ui/dialog.tsx`, ctx)).toBe(null);
    expect(sharedChunkOf(lazy('_public/index'), ctx)).toBe(null);
    expect(sharedChunkOf(`${SRC}/locales/ru/messages.po`, ctx)).toBe(null);
  });

  it('puts an icon any public page draws in `public`, and leaves the dashboard’s icons out', () => {
    expect(sharedChunkOf('/app/node_modules/lucide-react/dist/esm/icons/chevron-left.mjs', ctx)).toBe('public');
    expect(sharedChunkOf('/app/node_modules/lucide-react/dist/esm/icons/user-cog.mjs', ctx)).toBe(null);
  });
});
