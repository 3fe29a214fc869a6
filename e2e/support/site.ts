import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

/** A port free on the loopback address now (the operating system's choice), for a server that must know it in advance. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server with the built web app on a free loopback port, on a fresh seeded SQLite file. With `localhost`,
 * the site's address is http://localhost:PORT and its PUBLIC_URL says so: passkeys (WebAuthn) need a secure context
 * and an origin the server expects, which http://localhost is and http://127.0.0.1 is not for every check.
 */
export async function startSite(
  options: Pick<TestAppOptions, 'serverRendering' | 'mail' | 'drawnPictures'> & { localhost?: boolean } = {},
) {
  const { localhost, ...appOptions } = options;
  const createTestApp = await compiledCreateTestApp();
  const port = localhost ? await freePort() : 0;
  const publicUrl = localhost ? `http://localhost:${port}` : undefined;
  const site = await createTestApp({ seed: true, webDir, realClock: true, publicUrl, ...appOptions });
  await site.app.listen({ port, host: '127.0.0.1' });
  const address = site.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen');
  return { ...site, url: publicUrl ?? `http://127.0.0.1:${address.port}` };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
