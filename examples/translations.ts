// The round trip with a translation agency. `export` saves the texts of a language that are still to translate (or
// a part, or all) as XLIFF 2.0 for a CAT tool, or as XLSX; `import` sends the returned file: first a dry run that
// shows which texts would change and which are refused (their German text changed since the export, an unknown
// record), then, with --apply, the write.
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/translations.ts export <en|ru> [xliff|xlsx] [todo|missing|outdated|all] [file]
//      SITE_URL=… SITE_TOKEN=… npx tsx examples/translations.ts import <en|ru> <file> [--apply]
import fs, { openAsBlob } from 'node:fs';
import path from 'node:path';
import { run, site } from './site.ts';

const USAGE =
  'Usage: translations.ts export <en|ru> [xliff|xlsx] [todo|missing|outdated|all] [file]\n' +
  '       translations.ts import <en|ru> <file> [--apply]';
type Lang = 'en' | 'ru';
const isLang = (value: string | undefined): value is Lang => value === 'en' || value === 'ru';

async function exportFile(lang: Lang, format = 'xliff', only = 'todo', output?: string) {
  if (format !== 'xliff' && format !== 'xlsx') throw new Error(USAGE);
  if (!['todo', 'missing', 'outdated', 'all'].includes(only)) throw new Error(USAGE);
  const file = await site.translation.export.query({
    lang,
    format,
    only: only as 'todo' | 'missing' | 'outdated' | 'all',
  });
  const target = output ?? file.fileName;
  fs.writeFileSync(target, Buffer.from(file.base64, 'base64'));
  console.log(`Saved ${target}: ${file.units} texts to translate into ${lang}`);
}

async function importFile(lang: Lang, file: string, apply: boolean) {
  const send = async (preview: boolean) => {
    const form = new FormData();
    form.set('lang', lang);
    form.set('preview', String(preview));
    form.append('file', await openAsBlob(file), path.basename(file));
    return site.translation.import.mutate(form);
  };
  const plan = await send(true);
  console.log(`Dry run: ${plan.changed.length} to change, ${plan.unchanged} unchanged, ${plan.refused.length} refused`);
  for (const change of plan.changed)
    console.log(`  ${change.entity} ${change.id} ${change.field} (${change.label}): "${change.after}"`);
  for (const refused of plan.refused) console.log(`  refused ${refused.unit}: ${refused.reason}`);
  if (!apply) return console.log('Nothing written. Run again with --apply to import.');
  const done = await send(false);
  console.log(`Imported: ${done.changed.length} changed, ${done.refused.length} left out.`);
}

run(async () => {
  const [command, lang, ...rest] = process.argv.slice(2);
  if (!isLang(lang)) throw new Error(USAGE);
  if (command === 'export') return exportFile(lang, rest[0], rest[1], rest[2]);
  if (command === 'import' && rest[0]) return importFile(lang, rest[0], rest.includes('--apply'));
  throw new Error(USAGE);
});
