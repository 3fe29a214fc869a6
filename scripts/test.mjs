// `npm test`: every test in one vitest run (unit, integration on real SQLite files and HTTP, and the
// browser tests in Debian's Chromium), ending with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } }).status ?? 1;

const hasBrowserTests = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.test.ts'));
if (hasBrowserTests && !fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('The browser tests need Chromium: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (fs.existsSync(path.join(root, 'apps/web/package.json'))) {
  const built = run('npx', ['turbo', 'run', 'build', '--filter=@tp/web', '--filter=@tp/server', '--output-logs=errors-only']);
  if (built !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(built);
  }
}
process.exit(run('npx', ['vitest', 'run', ...process.argv.slice(2)]));
