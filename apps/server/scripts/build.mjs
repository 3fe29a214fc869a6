// Compiles the server for production: one ESM bundle per entry (the server, the admin command line) in dist/,
// with the workspace packages (@tp/*) compiled in and every other package left to node_modules, where native
// modules (better-sqlite3, sharp) and their files stay. `node apps/server/dist/main.js` then needs neither tsx
// nor esbuild; code loaded only on demand (the seed, the development renderer) becomes chunks of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');

/**
 * Compiled in: the workspace packages (TypeScript sources) and two pure ES-module libraries whose hundreds of small
 * files Node would otherwise resolve and compile one by one at every start (kysely took 160 ms, zod 75 ms).
 * Everything else is imported from node_modules: compiling in CommonJS libraries (fastify and its plugins) made the
 * bundle 5 MB and the start slower, not faster.
 */
const COMPILED_IN = /^(@tp\/|kysely(\/|$)|zod(\/|$))/;
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      COMPILED_IN.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

// The demo pictures drawn by an earlier build stay (seed-pictures/: drawing them again takes tens of seconds).
const DRAWN_PICTURES = 'seed-pictures';
for (const entry of fs.existsSync(outdir) ? fs.readdirSync(outdir) : []) {
  if (entry !== DRAWN_PICTURES) fs.rmSync(path.join(outdir, entry), { recursive: true, force: true });
}
const result = await build({
  absWorkingDir: root,
  // testing.js: the test harness (createTestApp) over the compiled server, for the browser tests; production never loads it.
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    testing: 'src/testing/test-app.ts',
    'draw-seed-pictures': 'src/cli/draw-seed-pictures.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Names stay readable in stack traces and profiles; the bundle is not shipped to browsers.
  minify: false,
  keepNames: true,
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Server compiled to ${path.relative(process.cwd(), outdir) || 'dist'}/ (${(bytes / 1024).toFixed(0)} KB of JavaScript)`,
);

// A first start copies the demo pictures drawn here instead of drawing them (src/cli/draw-seed-pictures.ts).
const drawn = spawnSync(process.execPath, [path.join(outdir, 'draw-seed-pictures.js')], {
  cwd: root,
  stdio: 'inherit',
});
if (drawn.status !== 0) process.exit(drawn.status ?? 1);
