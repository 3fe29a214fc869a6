// Lists the new inquiries of the last days, newest first: who, which company, what they asked for; with
// --mark-answered, marks each one answered afterwards (a partial update: its note stays as it is).
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/list-requests.ts [days, default 7] [--mark-answered]
import { run, site } from './site.ts';

run(async () => {
  const markAnswered = process.argv.includes('--mark-answered');
  const days = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 7);
  const since = Date.now() - days * 24 * 60 * 60 * 1000;
  const requests = (await site.request.list.query({ status: 'new' })).filter(
    (request) => Date.parse(request.created_at) >= since,
  );
  console.log(`${requests.length} new inquiries in the last ${days} days`);
  for (const request of requests) {
    console.log(
      `#${request.id} ${request.created_at.slice(0, 16).replace('T', ' ')}  ${request.name} <${request.email}>, ${request.company} [${request.lang}]`,
    );
    if (request.text) console.log(`    ${request.text.replaceAll('\n', '\n    ')}`);
    if (markAnswered) {
      await site.request.update.mutate({ id: request.id, status: 'answered' });
      console.log('    → marked answered');
    }
  }
});
