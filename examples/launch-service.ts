// Prepares a new service to appear on the site at a set time: it is created hidden from visitors with its picture,
// given a draft that shows it, and that draft is scheduled (the site's servers make the change at that time, once).
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/launch-service.ts "<English title>" <path/to/picture> <time>
// The time is on the site's clock (`2026-12-01T09:00`, SITE_TIME_ZONE) or carries its offset (`…T08:00:00Z`).
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { run, site } from './site.ts';

run(async () => {
  const [title, file, at] = process.argv.slice(2);
  if (!title || !file || !at) throw new Error('Usage: launch-service.ts "<English title>" <path/to/picture> <time>');
  // Uploads are FormData, with the fields of the dashboard's form; a yes/no travels as `true` or `false`.
  const form = new FormData();
  form.set('title_en', title);
  form.set('hidden', 'true');
  form.append('images', await openAsBlob(file), path.basename(file));
  const service = await site.service.create.mutate(form);
  await site.draft.save.mutate({ entity: 'service', id: service.id, version: 0, hidden: false });
  const { schedules, time_zone } = await site.draft.schedule.mutate({
    entity: 'service',
    id: service.id,
    publish_at: at,
  });
  const local = new Date(schedules[0]!.run_at).toLocaleString('en-GB', { timeZone: time_zone });
  console.log(`Service ${service.id} "${title}" is hidden until ${local} (${time_zone}), then it appears.`);
});
