// `npm start`: builds the web app when it is not built yet, then runs the server (which migrates and,
// on a first start, seeds ./data). Environment variables: see README.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/server/entry-server.js');

if (fs.existsSync(path.join(root, 'apps/web/package.json')) && !fs.existsSync(webIndex)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@tp/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
