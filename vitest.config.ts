import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Where a test file lives says where it runs (README, "Tests"): a new file lands in the right project without
 * anyone editing a list.
 * - `engine`: what can differ by database engine, run on SQLite and again on PostgreSQL by `npm test`: the database
 *   package, the API package's procedures, the server's tests (HTTP routes, several servers, backups, the admin
 *   command line) and the browser smoke set in `e2e/smoke/`.
 * - `browser`: the rest of the browser tests, against the compiled server in Debian's Chromium, once.
 * - `unit`: everything else, once: schemas, the typed client and its examples, the web app's code, build scripts.
 */
const ENGINE = [
  'packages/db/src/**/*.test.ts',
  'packages/api/src/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'e2e/smoke/**/*.test.ts',
];
const BROWSER = ['e2e/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default is a core less than the machine has: one file at a time on two cores. Files wait on browsers,
    // servers and PostgreSQL as much as they compute, and two at a time measured fastest there (bench/results/ci.txt).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Files run one after another in each worker's process without loading every module again for each one: the
    // server's modules took as long to load as its tests to run (import 90 s of 131 s for apps/server/src/routes,
    // 66 s in all without; bench/results/ci.txt). A test that mocks a module loads what uses it afresh
    // (openapi.test.ts); none may change process.env.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'engine', include: ENGINE } },
      { extends: true, test: { name: 'browser', include: BROWSER, exclude: [...configDefaults.exclude, ...ENGINE] } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/dist/**', ...ENGINE, ...BROWSER],
        },
      },
    ],
  },
});
