// Lighthouse (mobile, default throttling) on four public pages, median of 3 runs, for the server-rendered site
// beside the same build with server rendering off (the browser renders every page, as before): both servers run
// side by side on the same seeded content, so the figures come from one run on the same machine. A third row shows
// the server-rendered page with its scripts blocked (the HTML and the stylesheet alone): the floor any script sits on.
// Each run gets a fresh browser, as the Lighthouse CLI does: a reused one keeps the previous run's process and
// compiled code, which flatters whichever page happens to reuse them.
// BUSY_CORES=n keeps n processes spinning beside the run, the load a shared machine may put on the page's cores: the
// scores should hold there too.
// Run: npm run bench:lighthouse   (needs the built web app: npm run build; Debian's chromium)
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startSite, type Site } from '../e2e/support/site.ts';

const RUNS = 3;
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const BUSY_CORES = Number(process.env.BUSY_CORES ?? 0);
// The pictures as a first start draws them: a page's first picture is what Lighthouse finds as its largest paint.
const [rendered, browserOnly] = await Promise.all([
  startSite({ drawnPictures: true }),
  startSite({ serverRendering: false, drawnPictures: true }),
]);
const ids = async (site: Site) => ({
  service: (await site.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
  spare: (await site.db.selectFrom('spare_groups').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
  product: (await site.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
});
const { service, spare, product } = await ids(rendered);
const PAGES = ['/', `/en/service/${service}`, `/ru/part-list/${spare}`, `/parts/${product}`];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Scores = Record<(typeof CATEGORIES)[number], number> & { fcp: number; lcp: number; tbt: number };

async function audit(url: string, { blockScripts = false } = {}): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await launch({ chromeFlags: CHROME_FLAGS });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    }).finally(() => chrome.kill());
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    runs.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      'best-practices': Math.round((categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
    });
  }
  const pick = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
  };
}

const row = (label: string, scores: Scores) =>
  `  ${label.padEnd(16)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  best ${String(scores['best-practices']).padStart(3)}  seo ${String(scores.seo).padStart(3)}   FCP ${(scores.fcp / 1000).toFixed(1)} s  LCP ${(scores.lcp / 1000).toFixed(1)} s  TBT ${Math.round(scores.tbt)} ms`;

console.log(
  `Lighthouse ${RUNS}× per page (median), mobile, default throttling, ${process.env.CHROME_PATH}${BUSY_CORES ? `, ${BUSY_CORES} busy processes beside it` : ''}`,
);
let met = true;
// Started with the measuring, so a site that fails to start leaves no spinning process behind.
const busy = Array.from({ length: BUSY_CORES }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
try {
  for (const path of PAGES) {
    const after = await audit(`${rendered.url}${path}`);
    const before = await audit(`${browserOnly.url}${path}`);
    const floor = await audit(`${rendered.url}${path}`, { blockScripts: true });
    console.log(path);
    console.log(row('server-rendered', after));
    console.log(row('browser-only', before));
    console.log(row('scripts blocked', floor));
    if (CATEGORIES.some((category) => after[category] < TARGET)) met = false;
  }
} finally {
  for (const spinner of busy) spinner.kill();
  await Promise.all([rendered.close(), browserOnly.close()]);
}
console.log(`target ≥ ${TARGET} in all four categories on every page (server-rendered): ${met ? 'met' : 'NOT met'}`);
process.exit(met ? 0 : 1);
