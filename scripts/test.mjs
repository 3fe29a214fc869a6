// `npm test`: every test (unit, integration on real SQLite files and HTTP, and the browser tests in Debian's
// Chromium) on SQLite, then, when a PostgreSQL server is named in TEST_POSTGRES_URL, the `engine` project again on
// PostgreSQL (what can differ by engine: vitest.config.ts says which files). It prints each pass's wall time, its
// tests per project and its slowest files, and ends with one line that sums the runs, `N passed, N failed`.
// Arguments go to both passes (`npm test -- apps/server/src/routes/page.test.ts`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printCiTimes, timed } from './test-times.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { DATABASE_URL: _notForTests, ...baseEnv } = process.env;
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, TURBO_TELEMETRY_DISABLED: '1', ...env } })
    .status ?? 1;

const hasBrowserTests =
  fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.test.ts'));
if (hasBrowserTests && !fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error(
    'The browser tests need Chromium: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (fs.existsSync(path.join(root, 'apps/web/package.json'))) {
  const built = timed('build (web, server)', () =>
    run('npx', ['turbo', 'run', 'build', '--filter=@tp/web', '--filter=@tp/server', '--output-logs=errors-only']),
  );
  if (built !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(built);
  }
}

/** One vitest run on one engine; gives back its counts (a run that wrote none counts as one failure). */
function vitestOn(engine, env, vitestArgs = []) {
  const summary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tp-summary-')), 'summary.json');
  console.log(`\n=== The suite on ${engine} ===\n`);
  const started = Date.now();
  const args = ['vitest', 'run', ...vitestArgs, ...process.argv.slice(2)];
  const status = timed(`tests on ${engine}`, () => run('npx', args, { ...env, TEST_SUMMARY_FILE: summary }));
  const counts = fs.existsSync(summary)
    ? JSON.parse(fs.readFileSync(summary, 'utf8'))
    : {
        passed: 0,
        failed: 1,
        skipped: 0,
        files: [],
        failures: [{ test: `the run on ${engine}`, error: 'wrote no summary' }],
      };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return { engine, seconds: (Date.now() - started) / 1000, ...counts };
}

// The upload suite (README, "Tests"): every test that stores, serves, deletes, retires or backs up a file, run a
// second time with each test site's files in a bucket of its own on an S3 server (s3rver, started by the tests) as
// STORAGE=s3 keeps them. The whole run is on directory storage.
// (Vitest takes them as parts of the files' paths.)
const UPLOAD_SUITE = [
  ...['cv', 'draft', 'history', 'page', 'partner', 'product', 'service', 'spare'].map(
    (module) => `packages/api/src/modules/${module}/`,
  ),
  ...[
    'cv',
    'form-spam',
    'history',
    'hostile-input',
    'image-sizes',
    'page',
    'partner',
    'product',
    'probes',
    'retention',
    'service',
    'spare',
    'two-servers',
  ].map((file) => `apps/server/src/routes/${file}.test.ts`),
  'apps/server/src/backup/backup.test.ts',
];

const postgresUrl = process.env.TEST_POSTGRES_URL;
// The browser smoke set (e2e/smoke) proves the site in Chromium on the database the pass runs on. On SQLite the whole
// browser project does that already (every public page, the dashboard, search, inquiries); with a PostgreSQL pass to
// follow, the set runs there only (about 150 s of a worker less; bench/results/ci.txt).
const sqlitePass = postgresUrl ? ['--exclude', 'e2e/smoke/**', '--passWithNoTests'] : [];
const runs = [vitestOn('SQLite', {}, sqlitePass)];
// Only for the whole suite: files named on the command line run on the engines alone.
if (process.argv.length <= 2)
  runs.push(vitestOn('S3 storage', { TEST_STORAGE: 's3' }, ['--project', 'engine', ...UPLOAD_SUITE]));
// A file named on the command line may belong to another project: then this pass has nothing to run. Three files at a
// time, where the SQLite pass runs two: here PostgreSQL's own processes do part of the work, and three measured
// faster on two cores (bench/results/ci.txt).
const postgresPass = ['--project', 'engine', '--passWithNoTests', '--maxWorkers', '3'];
if (postgresUrl) runs.push(vitestOn('PostgreSQL', { DATABASE_URL: postgresUrl }, postgresPass));
else console.log('\nTEST_POSTGRES_URL is not set: the suite ran on SQLite only (see README, "Tests on PostgreSQL").');

for (const pass of runs) {
  console.log(
    `\nThe suite on ${pass.engine}: ${pass.seconds.toFixed(0)} s, ${pass.files.length} files, ${pass.passed} passed, ${pass.failed} failed, ${pass.skipped} skipped`,
  );
  const projects = new Map();
  for (const file of pass.files) projects.set(file.project, [...(projects.get(file.project) ?? []), file]);
  for (const [project, files] of [...projects].sort()) {
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    console.log(`  ${project}: ${tests} tests in ${files.length} files`);
  }
  console.log('  Slowest files:');
  for (const file of [...pass.files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.file} (${file.project}, ${file.tests} tests)`);
  }
}
printCiTimes();

// Named last, beside the total, because CI keeps only the end of a long log.
for (const pass of runs.filter((run) => run.flaky?.length > 0)) {
  console.log(`\nPassed on a retry on ${pass.engine} (failed first, under load):`);
  for (const flaky of pass.flaky) console.log(`  ~ ${flaky.test}\n      first: ${flaky.error}`);
}
for (const pass of runs.filter((run) => run.failures.length > 0)) {
  console.log(`\nFailed on ${pass.engine}:`);
  for (const failure of pass.failures) console.log(`  ✗ ${failure.test}\n      ${failure.error}`);
}

const total = runs.reduce(
  (sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
