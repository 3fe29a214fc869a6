// Changes one field of a service, its English title, and leaves every other field as it is (a partial update).
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/rename-service.ts <service id> "<new English title>"
import { run, site } from './site.ts';

run(async () => {
  const [id, title] = [Number(process.argv[2]), process.argv[3]];
  if (!Number.isInteger(id) || !title) throw new Error('Usage: rename-service.ts <service id> "<new English title>"');
  // The team's read: a service hidden from visitors is found too.
  const before = await site.service.show.query({ id });
  const after = await site.service.update.mutate({ id, title_en: title });
  console.log(
    `Service ${id}: "${before.title_en}" → "${after.title_en}" (German and Russian titles kept: "${after.title_de}", "${after.title_ru}")`,
  );
});
