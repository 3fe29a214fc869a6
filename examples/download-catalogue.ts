// Downloads the parts catalogue of a spare-part group (no prices) as an XLSX or CSV file in a language.
// A public address: it needs no token, so this example calls it with fetch.
// Run: SITE_URL=… npx tsx examples/download-catalogue.ts <group id> [xlsx|csv] [de|en|ru] [output file]
import fs from 'node:fs';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const [id, format = 'xlsx', lang = 'en'] = process.argv.slice(2);
if (!id || !['xlsx', 'csv'].includes(format)) {
  console.error('Usage: download-catalogue.ts <group id> [xlsx|csv] [de|en|ru] [output file]');
  process.exit(2);
}
const response = await fetch(`${siteUrl}/api/spare/${id}/catalogue.${format}?lang=${lang}`);
if (!response.ok) {
  console.error(`${response.status}: ${((await response.json()) as { message: string }).message}`);
  process.exit(1);
}
// The server names the file after the group in Content-Disposition.
const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
const output = process.argv[5] ?? named ?? `catalogue-${id}.${format}`;
fs.writeFileSync(output, Buffer.from(await response.arrayBuffer()));
console.log(`Saved ${output} (${fs.statSync(output).size} bytes)`);
