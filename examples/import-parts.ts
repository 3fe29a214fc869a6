// Imports a parts list (XLSX or CSV; the first row names the columns: partnumber, description_de, description_en,
// description_ru, subst_part, quantity) into a spare-part group: first a dry run that shows what would change,
// then, with --apply, the write. Known part numbers are updated, new ones added; no part is deleted.
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/import-parts.ts <group id> <parts.xlsx|parts.csv> [--apply]
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { run, site } from './site.ts';

run(async () => {
  const [id, file] = [Number(process.argv[2]), process.argv[3]];
  const apply = process.argv.includes('--apply');
  if (!Number.isInteger(id) || !file)
    throw new Error('Usage: import-parts.ts <group id> <parts.xlsx|parts.csv> [--apply]');
  const importFile = async (preview: boolean) => {
    const form = new FormData();
    form.set('id', String(id));
    form.set('preview', String(preview));
    form.append('file', await openAsBlob(file), path.basename(file));
    return site.spare.importParts.mutate(form);
  };

  const plan = await importFile(true);
  console.log(
    `Dry run: ${plan.add.length} to add, ${plan.change.length} to change, ${plan.unchanged} unchanged, ${plan.invalid.length} invalid`,
  );
  for (const row of plan.invalid)
    console.log(`  row ${row.row} (${row.partnumber || 'no part number'}): ${row.reason}`);
  for (const change of plan.change) console.log(`  ${change.partnumber}: ${change.fields.join(', ')}`);
  if (!apply) return console.log('Nothing written. Run again with --apply to import.');
  const done = await importFile(false);
  console.log(`Imported: ${done.add.length} added, ${done.change.length} changed.`);
});
