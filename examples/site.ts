// What every example shares: the site's address and an API token from the environment, and a typed client.
//   SITE_URL    the site, e.g. https://www.example.com (default http://localhost:3000)
//   SITE_TOKEN  an API token: `npm run admin -- create-token --name "ERP import"`, or Dashboard → Settings
import { createSiteClient, describeError } from '@tp/client';

export const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const token = process.env.SITE_TOKEN;
if (!token) {
  console.error('Set SITE_TOKEN to an API token (npm run admin -- create-token --name "scripts").');
  process.exit(2);
}
export const apiToken = token;
export const site = createSiteClient({ url: siteUrl, token });

/** Runs an example: a refused call prints the server's message and fields, and exits with 1. */
export function run(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  });
}
