// Prints the JavaScript and CSS that the first load of "/" needs (the entry, the chunks the server preloads for the
// home page and the German texts), gzip-compressed, and fails the build when the JavaScript exceeds the budget.
// The browser test measures the real downloads too.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_ROUTES = ['__root__', '/_public', '/_public/'];
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'server/router-manifest.json'), 'utf8')).de;
const files = new Set(
  HOME_ROUTES.flatMap((id) => {
    const route = manifest.routes[id] ?? {};
    return [...(route.scripts ?? []).map((script) => script.attrs.src), ...(route.preloads ?? []), ...(route.css ?? [])];
  }),
);
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, 'client', file))).length / 1024;

let js = 0;
let css = 0;
for (const file of files) {
  const size = gz(file);
  if (file.endsWith('.js')) js += size;
  else css += size;
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KB gzip`);
}
console.log(`Initial JavaScript of /: ${js.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB); CSS ${css.toFixed(1)} KB gzip`);
if (js > BUDGET_KB) {
  console.error(`The first load of / needs more than ${BUDGET_KB} KB of JavaScript.`);
  process.exit(1);
}
