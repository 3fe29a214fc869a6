import path from 'node:path';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE, type TestAppOptions } from '../../apps/server/src/testing/test-app.ts';

export { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE };

const webDir = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The real server with the built web app on a free loopback port, on a fresh seeded SQLite file. */
export async function startSite(options: Pick<TestAppOptions, 'serverRendering'> = {}) {
  const site = await createTestApp({ seed: true, webDir, realClock: true, ...options });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const address = site.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen');
  return { ...site, url: `http://127.0.0.1:${address.port}` };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
