// Lists the inquiries of the last days, newest first: who, which company, what they asked for.
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/list-requests.ts [days, default 7]
import { run, site } from './site.ts';

run(async () => {
  const days = Number(process.argv[2] ?? 7);
  const since = Date.now() - days * 24 * 60 * 60 * 1000;
  const requests = (await site.request.list.query()).filter((request) => Date.parse(request.created_at) >= since);
  console.log(`${requests.length} inquiries in the last ${days} days`);
  for (const request of requests) {
    console.log(`#${request.id} ${request.created_at.slice(0, 16).replace('T', ' ')}  ${request.name} <${request.email}>, ${request.company} [${request.lang}]`);
    if (request.text) console.log(`    ${request.text.replaceAll('\n', '\n    ')}`);
  }
});
