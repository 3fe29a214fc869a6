import path from 'node:path';

/**
 * Where the build puts the demo pictures it drew (`apps/server/dist/seed-pictures/`): beside the compiled entries,
 * whose code (and chunks) run from `dist/`; from the TypeScript sources, where the same build output lies.
 */
export const DRAWN_SEED_PICTURES_DIR = path.resolve(
  import.meta.dirname,
  import.meta.url.endsWith('.ts') ? '../../dist/seed-pictures' : 'seed-pictures',
);
