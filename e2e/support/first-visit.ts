import type { Page } from 'playwright-core';

/** Opens an address as a first visit and reports what went wrong in the browser and what it asked the API. */
export async function firstVisit(page: Page, siteUrl: string, address: string) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // What the Content-Security-Policy refused (even where the page caught the refusal) is a problem too.
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`))",
  );
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc')) apiCalls.push(request.url());
  });
  const response = await page.goto(`${siteUrl}${address}`);
  // The router removes its hydration data once React has hydrated the page and the stream has ended.
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.waitForLoadState('networkidle');
  return { status: response?.status(), problems, apiCalls };
}
