import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** One test app for all the tests of a file, with the administrator's bearer header: started before them, closed after. */
export function signedInTestApp(options: TestAppOptions = {}) {
  const site = {} as { t: TestApp; auth: Record<string, string> };
  beforeAll(async () => {
    site.t = await createTestApp(options);
    site.auth = site.t.bearer(await site.t.signIn());
  });
  afterAll(async () => {
    await site.t.close();
  });
  return site;
}
