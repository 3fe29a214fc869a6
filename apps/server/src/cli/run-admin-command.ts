import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs the admin command line in a child process with this process's environment and Node options: the compiled
 * `admin.js` beside a compiled server, `cli/admin.ts` (through the same TypeScript loader) beside the sources.
 */
export function runAdminCommand(...args: string[]): Promise<void> {
  const compiled = !import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(compiled ? './admin.js' : './admin.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin ${args.join(' ')} ended with code ${code}`)),
    );
  });
}
