// `npm start`: builds what is not built yet (the web app on a first start; the server whenever its sources are
// newer than its build), then runs the compiled server with node, which migrates and, on a first start, seeds
// ./data. Production runs `node apps/server/dist/main.js` directly. Environment variables: see README.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import nodeFlags from '../apps/server/node-flags.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '..');
const webBundle = path.join(root, 'apps/web/dist/server/entry-server.js');
const serverBundle = path.join(root, 'apps/server/dist/main.js');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time under a directory's TypeScript sources. */
function newestSource(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

if (fs.existsSync(path.join(root, 'apps/web/package.json')) && !fs.existsSync(webBundle)) {
  console.log('Building the web app (first start only)…');
  run('npx', ['turbo', 'run', 'build', '--filter=@tp/web']);
}
// A checkout with sources (not a deployed build) compiles the server again when they changed: under a second.
const sources = ['apps/server/src', 'packages/api/src', 'packages/db/src', 'packages/schemas/src', 'migrations'].map(
  (dir) => newestSource(path.join(root, dir)),
);
const built = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
const canBuild = fs.existsSync(path.join(root, 'node_modules/esbuild')); // not after `npm ci --omit=dev`
if (Math.max(...sources) > built) {
  if (canBuild) run(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')]);
  else if (built === 0) {
    console.error('The server is not built, and the build tools are not installed: run `npm ci && npm run build`.');
    process.exit(1);
  } else
    console.warn(
      'The server sources are newer than its build, which runs as it is (the build tools are not installed).',
    );
}

// The production flags (apps/server/node-flags.json; see the README's "Run in production").
const server = spawn(process.execPath, [...nodeFlags, serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
