import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestAppOptions } from '../../apps/server/src/testing/test-app.ts';
import { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE } from '@tp/api/testing/constants';

export { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE };

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
const webDir = path.resolve(import.meta.dirname, '../../apps/web/dist');
const compiledHarness = path.join(serverDir, 'dist/testing.js');

/**
 * The browser tests run the compiled server (apps/server/dist, as production does), through the test harness
 * compiled with it: the same createTestApp, with its fixed captcha code and seeded file, over the built code.
 */
async function compiledCreateTestApp() {
  if (!fs.existsSync(compiledHarness))
    execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], { stdio: 'ignore' });
  const harness = (await import(
    pathToFileURL(compiledHarness).href
  )) as typeof import('../../apps/server/src/testing/test-app.ts');
  return harness.createTestApp;
}

/** The real server with the built web app on a free loopback port, on a fresh seeded SQLite file. */
export async function startSite(options: Pick<TestAppOptions, 'serverRendering' | 'mail' | 'drawnPictures'> = {}) {
  const createTestApp = await compiledCreateTestApp();
  const site = await createTestApp({ seed: true, webDir, realClock: true, ...options });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const address = site.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen');
  return { ...site, url: `http://127.0.0.1:${address.port}` };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
