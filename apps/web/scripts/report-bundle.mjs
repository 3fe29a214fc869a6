// Prints the JavaScript and CSS that the first load of "/" needs (the entry, the modules the page loads for the home
// route and the German texts), gzip-compressed, and fails the build when the JavaScript exceeds the budget.
// The browser test measures the real downloads too.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles } from './router-manifest.mjs';

const BUDGET_KB = 150;
const HOME_ROUTES = ['__root__', '/_public', '/_public/'];
const dist = path.resolve(import.meta.dirname, '../dist');
const { entry, routes } = pageFiles(
  JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8')),
  'de',
);
const files = new Set([
  entry,
  ...HOME_ROUTES.flatMap((id) => {
    const route = routes[id] ?? { modules: [], css: [] };
    return [...route.modules, ...route.css];
  }),
]);
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, 'client', file))).length / 1024;
/** What a browser that takes Brotli downloads: the build's own `.br` copy (scripts/precompress.mjs), else the file. */
const sent = (file) => {
  const copy = path.join(dist, 'client', `${file}.br`);
  return fs.statSync(fs.existsSync(copy) ? copy : path.join(dist, 'client', file)).size / 1024;
};

let js = 0;
let jsSent = 0;
let css = 0;
for (const file of files) {
  const size = gz(file);
  if (file.endsWith('.js')) {
    js += size;
    jsSent += sent(file);
  } else css += size;
  console.log(`  ${file.padEnd(48)} ${size.toFixed(1).padStart(7)} KB gzip`);
}
console.log(
  `Initial JavaScript of /: ${js.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB), ${jsSent.toFixed(1)} KB as sent with Brotli; CSS ${css.toFixed(1)} KB gzip`,
);
if (js > BUDGET_KB) {
  console.error(`The first load of / needs more than ${BUDGET_KB} KB of JavaScript.`);
  process.exit(1);
}
