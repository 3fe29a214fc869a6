// Prints the JavaScript and CSS that the first load of "/" needs (entry + preloaded chunks), gzip-compressed,
// and fails the build when the JavaScript exceeds the budget. The browser test measures the real downloads too.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

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
