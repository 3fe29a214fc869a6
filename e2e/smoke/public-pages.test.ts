import type { Browser } from 'playwright-core';
import { describe, it } from 'vitest';
import { hydrateEveryPublicPage } from '../support/public-pages.ts';
import type { Site } from '../support/site.ts';
import { withSiteAndBrowser } from '../support/suite.ts';

// Every public page, rendered on the server from the database the suite runs on, in each language: the first thing
// a PostgreSQL site has to get right for a visitor.

let site: Site;
let browser: Browser;
withSiteAndBrowser((started) => ({ site, browser } = started));

describe('server-rendered pages in the browser', () => {
  // The phone's pass runs once, in the browser project (e2e/server-rendering.test.ts).
  it('hydrates every public page without an error and asks the API nothing on first load (desktop)', async () => {
    await hydrateEveryPublicPage(browser, site.url, 'desktop');
  });
});
