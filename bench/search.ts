// Part-number search over HTTP on 100,000 generated parts, beside the navbar read in the same run. A fresh data
// directory; the compiled server with its production flags (apps/server/node-flags.json) on 127.0.0.1 and a free
// port. The parts go in through the real import (POST /api/spare/{id}/import, CSV, preview=false) in 10 files of
// 10,000 (an import takes at most 20,000 rows and 10 MB), timed; a search for the last number imported then shows the
// index current. Six loads are driven closed-loop (autocannon, 10 connections, in this process): the navbar (the
// reference read); new part-number queries, each asked once (exact numbers in odd spellings, substitute numbers,
// prefixes, 4–6 digit substrings), so every one runs its SQL; a set of 4,000 such queries asked again and again,
// which the server answers from its kept answers (kept-searches.ts) after their first time; description words
// (de/en/ru); suggestions (the first characters of new queries); the lookup of 20 numbers. Each round passes over all
// of them in turn after a warm-up, so the machine's changing load falls on each alike, and then drives the navbar on
// two more connections beside new searches; figures are the medians of the rounds, latencies timed per response to
// 0.1 ms. Searches are limited per address (240 a minute): the server trusts X-Forwarded-For from 127.0.0.1 only
// (TRUST_PROXY=127.0.0.1, as behind a proxy on the same host) and the requests cycle through 4,096 addresses, far
// fewer than 240 searches per address and minute at these rates; any 429 counts as a failure. Afterwards new
// part-number queries are timed alone (one connection) by kind, FTS5's integrity check runs on the file, and the
// plans of the search's two statements are written to bench/results/search-plans.txt.
// Server on core 0, load generator on core 1 where taskset exists.
// Run: npm run bench:search   (BENCH_SECONDS=n sets each round's length, BENCH_ROUNDS=n their number;
// results: bench/results/search.txt). On PostgreSQL: BENCH_ENGINE=postgres npm run bench:search, on a scratch database
// of the server BENCH_POSTGRES_URL names (bench/support/scratch-postgres.ts), PostgreSQL itself not pinned; results and
// plans (EXPLAIN ANALYZE) in bench/results/search-postgres.txt and search-plans-postgres.txt.
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import Database from 'better-sqlite3';
import { searchStatements, wordsQuery } from '@tp/api';
import { createDb } from '@tp/db';
import { partNumberKey, searchWords } from '@tp/schemas';
import {
  COMPILED_SERVER,
  ROOT,
  canPin,
  ensureServerBuild,
  pinThisProcess,
  startNode,
  stop,
  waitForHealth,
} from './support/processes.ts';
import { scratchDatabase } from './support/scratch-postgres.ts';

const CONNECTIONS = 10;
/** Connections reading the navbar while searches run on the other ten. */
const BESIDE_CONNECTIONS = 2;
const LANGS = ['de', 'en', 'ru'] as const;
/** Part-number queries asked again and again (each in one language): what many buyers look up. */
const POPULAR = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const GROUPS = 10;
const PARTS_PER_GROUP = 10_000;
const ADDRESSES = 4096;
const ON_POSTGRES = process.env.BENCH_ENGINE === 'postgres';
const TARGETS = {
  numberP99: ON_POSTGRES ? 30 : 20,
  numberPerSecond: 2000,
  wordsP99: 50,
  suggestP99: 15,
  navbarUnderLoad: 2,
};
const RESULTS = ON_POSTGRES ? 'bench/results/search-postgres.txt' : 'bench/results/search.txt';

// ---------------------------------------------------------------------------------------------------------------
// Generated catalogue: reproducible (a seeded generator), part numbers in the styles of the trade.

/** mulberry32: a small seeded generator, so every run imports the same catalogue and asks the same queries. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  const letters = (count: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') =>
    Array.from({ length: count }, () => pick([...from])).join('');
  return { next, int, pick, digits, letters };
}
const random = generator(20261124);
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * Part-number families: a base drawing number and its variants (dash numbers), as the makers write them. Each
 * family answers its variants one by one; the substitute of a variant is usually a later variant of its family.
 */
const FAMILIES: { weight: number; base: () => string; variant: (base: string, n: number) => string }[] = [
  // GE drawing with group: L29479-G01
  { weight: 5, base: () => `${random.letters(1)}${random.digits(5)}`, variant: (base, n) => `${base}-G${pad(n, 2)}` },
  // GE: 9236M71P09
  {
    weight: 4,
    base: () => `${random.int(1000, 9999)}M${random.digits(2)}`,
    variant: (base, n) => `${base}P${pad(n, 2)}`,
  },
  // GE: 682L528G03
  {
    weight: 4,
    base: () => `${random.int(100, 999)}${random.letters(1, 'ABCDEFLMNRT')}${random.digits(3)}`,
    variant: (base, n) => `${base}G${pad(n, 2)}`,
  },
  // GE: 356A2345P001
  {
    weight: 3,
    base: () => `${random.int(100, 999)}A${random.digits(4)}`,
    variant: (base, n) => `${base}P${pad(n, 3)}`,
  },
  // Siemens MLFB: 6ES7214-1AG40-0XB0
  {
    weight: 2,
    base: () =>
      `${random.pick(['6ES7', '6SE7', '6EP1', '3RV1'])}${random.digits(3)}-${random.digits(1)}${random.letters(2)}${random.digits(2)}`,
    variant: (base, n) => `${base}-${n % 10}${random.letters(2)}${n % 10}`,
  },
  // Siemens spare part: A5E01234567
  { weight: 2, base: () => `A5E${random.digits(6)}`, variant: (base, n) => `${base}${pad(n, 2)}` },
  // Siemens turbine drawing: 1CA1234567-0102
  { weight: 2, base: () => `1CA${random.digits(7)}`, variant: (base, n) => `${base}-${pad(n, 4)}` },
  // ABB: 3BHE012345R0101
  { weight: 2, base: () => `3BHE${random.digits(6)}`, variant: (base, n) => `${base}R${pad(100 + n, 4)}` },
  // Solar Turbines: 1023456-100
  { weight: 2, base: () => `${random.int(1_000_000, 9_999_999)}`, variant: (base, n) => `${base}-${100 + n}` },
  // Alstom: HTCT 423145 P0012
  { weight: 1, base: () => `HTCT ${random.digits(6)}`, variant: (base, n) => `${base} P${pad(n, 4)}` },
];
const FAMILY_WEIGHTS = FAMILIES.flatMap((family, index) => Array.from({ length: family.weight }, () => index));

/** Parts and their names in the three languages: [German, English, Russian]. */
const NOUNS: [string, string, string][] = [
  ['Laufschaufel', 'Rotor blade', 'Рабочая лопатка'],
  ['Leitschaufel', 'Guide vane', 'Направляющая лопатка'],
  ['Leitschaufelsegment', 'Nozzle segment', 'Сегмент соплового аппарата'],
  ['Deckband', 'Shroud', 'Бандаж'],
  ['Dichtring', 'Seal ring', 'Уплотнительное кольцо'],
  ['Labyrinthdichtung', 'Labyrinth seal', 'Лабиринтное уплотнение'],
  ['Dichtung', 'Gasket', 'Прокладка'],
  ['Radiallager', 'Journal bearing', 'Опорный подшипник'],
  ['Axiallager', 'Thrust bearing', 'Упорный подшипник'],
  ['Lagerschale', 'Bearing shell', 'Вкладыш подшипника'],
  ['Brennstoffdüse', 'Fuel nozzle', 'Топливная форсунка'],
  ['Flammrohr', 'Combustion liner', 'Жаровая труба'],
  ['Übergangsstück', 'Transition piece', 'Переходный патрубок'],
  ['Zündkerze', 'Igniter plug', 'Свеча зажигания'],
  ['Flammenwächter', 'Flame detector', 'Датчик пламени'],
  ['Thermoelement', 'Thermocouple', 'Термопара'],
  ['Schwingungsaufnehmer', 'Vibration sensor', 'Датчик вибрации'],
  ['Stellantrieb', 'Actuator', 'Исполнительный механизм'],
  ['Regelventil', 'Control valve', 'Регулирующий клапан'],
  ['Rückschlagventil', 'Check valve', 'Обратный клапан'],
  ['Ölpumpe', 'Oil pump', 'Масляный насос'],
  ['Ölfilterelement', 'Oil filter element', 'Фильтрующий элемент масла'],
  ['Luftfilter', 'Air filter', 'Воздушный фильтр'],
  ['Kupplung', 'Coupling', 'Муфта'],
  ['Welle', 'Shaft', 'Вал'],
  ['Schraube', 'Bolt', 'Болт'],
  ['Mutter', 'Nut', 'Гайка'],
  ['Sicherungsblech', 'Locking plate', 'Стопорная пластина'],
  ['Hitzeschild', 'Heat shield', 'Теплозащитный экран'],
  ['Steuerkarte', 'Control card', 'Плата управления'],
];
const SECTIONS: [string, string, string][] = [
  ['Verdichter', 'compressor', 'компрессор'],
  ['Turbine', 'turbine', 'турбина'],
  ['Brennkammer', 'combustor', 'камера сгорания'],
  ['Hilfsgetriebe', 'accessory gear', 'вспомогательный редуктор'],
  ['Schmierölsystem', 'lube oil system', 'система смазки'],
  ['Steuerung', 'control system', 'система управления'],
];
const GROUP_TITLES = [
  'MS5001',
  'MS6001B',
  'MS7001EA',
  'MS9001E',
  'LM2500',
  'LM6000',
  'SGT-800',
  'SGT5-2000E',
  'GT13E2',
  'Frame 3',
];

interface Part {
  partnumber: string;
  subst_part: string;
  description: [string, string, string];
  quantity: number;
}

function generateParts(count: number): Part[] {
  const parts: Part[] = [];
  const taken = new Set<string>();
  while (parts.length < count) {
    const family = FAMILIES[random.pick(FAMILY_WEIGHTS)]!;
    const base = family.base();
    const variants = random.int(1, 8);
    const [de, en, ru] = random.pick(NOUNS);
    const [sectionDe, sectionEn, sectionRu] = random.pick(SECTIONS);
    const stage = random.int(1, 17);
    for (let n = 1; n <= variants && parts.length < count; n++) {
      const partnumber = family.variant(base, n);
      if (taken.has(partnumber)) continue;
      taken.add(partnumber);
      // About a third superseded: mostly by a later variant of the family, sometimes by a number of another maker.
      const roll = random.next();
      const other = FAMILIES[random.pick(FAMILY_WEIGHTS)]!;
      const subst_part =
        roll < 0.25 ? family.variant(base, n + random.int(1, 3)) : roll < 0.32 ? other.variant(other.base(), 1) : '';
      const withStage = random.next() < 0.6;
      parts.push({
        partnumber,
        subst_part,
        description: [
          `${de}${withStage ? ` Stufe ${stage}` : ''}, ${sectionDe}`,
          `${en}${withStage ? ` stage ${stage}` : ''}, ${sectionEn}`,
          `${ru}${withStage ? `, ступень ${stage}` : ''}, ${sectionRu}`,
        ],
        quantity: random.int(1, 40),
      });
    }
  }
  return parts;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (parts: Part[]) =>
  [
    'partnumber,description_de,description_en,description_ru,subst_part,quantity',
    ...parts.map((part) =>
      [part.partnumber, ...part.description, part.subst_part, String(part.quantity)].map(csvField).join(','),
    ),
  ].join('\n') + '\n';

// ---------------------------------------------------------------------------------------------------------------
// Queries.

/** A part number as a visitor might type it: lower case, separators dropped, changed or added. */
function oddSpelling(partnumber: string): string {
  const lower = partnumber.toLowerCase();
  switch (random.int(0, 4)) {
    case 0:
      return lower.replace(/[-\s]+/g, ' ');
    case 1:
      return lower.replace(/[-\s]+/g, '');
    case 2:
      return partnumber.replace(/[-\s]+/g, '.');
    case 3:
      // a space between letters and digits, as read off a nameplate
      return lower.replace(/[-\s]+/g, '').replace(/(\d)([a-z])/, '$1 $2');
    default:
      return ` ${partnumber.replace(/-/g, ' - ')} `;
  }
}

type NumberKind = 'exact' | 'substitute' | 'prefix' | 'digits';
interface NumberQuery {
  kind: NumberKind;
  q: string;
  /** The part number an exact or substitute query must bring first. */
  expected?: string;
}

function numberQueries(parts: Part[], count: number): NumberQuery[] {
  const substituted = parts.filter((part) => part.subst_part !== '');
  const queries: NumberQuery[] = [];
  while (queries.length < count) {
    const part = random.pick(parts);
    const roll = random.next();
    if (roll < 0.35) {
      queries.push({ kind: 'exact', q: oddSpelling(part.partnumber), expected: part.partnumber });
    } else if (roll < 0.5) {
      const other = random.pick(substituted);
      queries.push({ kind: 'substitute', q: oddSpelling(other.subst_part) });
    } else if (roll < 0.75) {
      // what the box holds while the number is typed: its first 4 to 7 characters, as typed
      const key = partNumberKey(part.partnumber);
      const length = random.int(4, Math.min(7, key.length - 1));
      let typed = 0;
      let prefix = '';
      for (const char of part.partnumber) {
        if (typed === length) break;
        prefix += char;
        if (partNumberKey(char) !== '') typed++;
      }
      queries.push({ kind: 'prefix', q: prefix.toLowerCase() });
    } else {
      // 4 to 6 digits from inside the number (not its start)
      const key = partNumberKey(part.partnumber);
      const runs = [...key.matchAll(/\d{4,}/g)].filter((run) => run[0].length >= 4);
      const run = runs.length > 0 ? random.pick(runs) : undefined;
      if (!run) continue;
      const length = random.int(4, Math.min(6, run[0].length));
      const start = random.int(0, run[0].length - length);
      if (run.index + start === 0) continue;
      queries.push({ kind: 'digits', q: run[0].slice(start, start + length) });
    }
  }
  return queries;
}

const WORD_QUERIES: { q: string; lang: 'de' | 'en' | 'ru' }[] = [
  ...NOUNS.flatMap(([de, en, ru]) => [
    { q: de, lang: 'de' as const },
    { q: en.toLowerCase(), lang: 'en' as const },
    { q: ru.toLowerCase(), lang: 'ru' as const },
  ]),
  ...SECTIONS.flatMap(([de, en, ru], index) => [
    { q: `${NOUNS[index * 3]![0]} ${de}`, lang: 'de' as const },
    { q: `${NOUNS[index * 4]![1]} stage ${index + 2}`, lang: 'en' as const },
    { q: `${NOUNS[index * 2]![2].split(' ').at(-1)!} ${ru}`, lang: 'ru' as const },
    { q: en, lang: 'en' as const },
  ]),
  { q: 'lager', lang: 'de' },
  { q: 'dichtung', lang: 'de' },
  { q: 'schaufel', lang: 'de' },
  { q: 'bearing', lang: 'en' },
  { q: 'blade', lang: 'en' },
  { q: 'valve', lang: 'en' },
  { q: 'лопатка', lang: 'ru' },
  { q: 'подшипник', lang: 'ru' },
  { q: 'клапан', lang: 'ru' },
];

/** Inquiry lists: 20 numbers each, as pasted from a spreadsheet: mostly listed ones, some substitutes, a few unknown. */
function lookupBodies(parts: Part[], count: number): string[] {
  const substituted = parts.filter((part) => part.subst_part !== '');
  return Array.from({ length: count }, () => {
    const partnumbers = [
      ...Array.from({ length: 15 }, () => oddSpelling(random.pick(parts).partnumber).trim()),
      ...Array.from({ length: 3 }, () => random.pick(substituted).subst_part),
      ...Array.from({ length: 2 }, () => `ZZ${random.digits(6)}-X${random.digits(2)}`),
    ];
    return JSON.stringify({ partnumbers, lang: random.pick(['de', 'en', 'ru']) });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Load.

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Load {
  name: string;
  next: (n: number) => { method: 'GET' | 'POST'; path: string; body?: string };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

let requestNumber = 0;
/** The client address the proxy in front would report: 4,096 of them in turn, so none comes near the limit. */
const clientAddress = (n: number) => `10.77.${(n % ADDRESSES) >> 8}.${n % 256}`;

/** One closed-loop run of a load; latencies of the 2xx answers, timed per response. */
async function drive(origin: string, load: Load, seconds: number, connections = CONNECTIONS): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const n = requestNumber++;
              const { method, path, body } = load.next(n);
              const headers = {
                ...request.headers,
                'x-forwarded-for': clientAddress(n),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              };
              return { ...request, method, path, headers, body: body ?? '' };
            },
          },
        ],
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A part number, the start of one, and description words. */
const PLAN_QUERIES = ['L29479-G01', '3614m', 'seal ring stage 5'];

/** The search's two statements for each plan query, as the engine of `kysely` compiles them, with a heading each. */
const planStatements = (kysely: ReturnType<typeof createDb>) =>
  PLAN_QUERIES.flatMap((q) =>
    searchStatements(kysely, wordsQuery(searchWords(q), partNumberKey(q), 'and'), 'en', 50).map((statement, index) => ({
      statement,
      heading: `## "${q}": ${index === 0 ? 'parts (every tier in one statement)' : 'titles (products, services, spare groups)'}`,
    })),
  );

/** A few searches' statements and SQLite's plans for them (EXPLAIN QUERY PLAN), as a tree: bench/results/search-plans.txt. */
function writePlans(file: string) {
  const kysely = createDb(file);
  const sqlite = new Database(file, { readonly: true });
  const text: string[] = [
    `# The two statements of a search and SQLite's plans on the benchmark's 100,000 parts (npm run bench:search, ${new Date().toISOString().slice(0, 10)})`,
    '# Every lookup is a B-tree search or an FTS5 index query; no table scan. Written by bench/search.ts.',
  ];
  for (const { heading, statement } of planStatements(kysely)) {
    text.push('', heading, statement.sql.replace(/\n\s*\n/g, '\n').trim(), '', 'plan:');
    const rows = sqlite.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as unknown[])) as {
      id: number;
      parent: number;
      detail: string;
    }[];
    const depth = new Map<number, number>([[0, 0]]);
    for (const row of rows) {
      depth.set(row.id, (depth.get(row.parent) ?? 0) + 1);
      text.push(`${'  '.repeat(depth.get(row.id)!)}${row.detail}`);
    }
  }
  sqlite.close();
  void kysely.destroy();
  fs.writeFileSync(path.join(ROOT, 'bench/results/search-plans.txt'), text.join('\n') + '\n');
}

/** The same statements' plans on PostgreSQL, run with their parameters (EXPLAIN ANALYZE): search-plans-postgres.txt. */
async function writePostgresPlans(url: string) {
  const kysely = createDb(url);
  // The generic plans the server's search connections use (packages/db/src/postgres-search-connections.ts).
  const client = new pg.Client({ connectionString: url, options: '-c plan_cache_mode=force_generic_plan' });
  await client.connect();
  const text: string[] = [
    `# The two statements of a search and PostgreSQL's plans on the benchmark's 100,000 parts (BENCH_ENGINE=postgres npm run bench:search, ${new Date().toISOString().slice(0, 10)})`,
    '# Written by bench/search.ts: the number tiers read B-tree indexes, the inside and word tiers the pg_trgm GIN indexes.',
    "# Generic plans ($1, $2…: planned once per connection), as the server's search connections run them.",
  ];
  try {
    for (const [index, { heading, statement }] of planStatements(kysely).entries()) {
      text.push('', heading, statement.sql.replace(/\n\s*\n/g, '\n').trim(), '', 'plan:');
      // Prepared by name (as the search connections do) and explained by EXECUTE: an unnamed statement's plan is
      // always made for its values.
      const values = statement.parameters as unknown[];
      const name = `explained_${index}`;
      await client.query({ name, text: statement.sql, values });
      const literals = values.map((value) => (typeof value === 'number' ? value : client.escapeLiteral(String(value))));
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) execute ${name}(${literals.join(', ')})`,
      );
      text.push(...plan.rows.map((row) => `  ${row['QUERY PLAN']}`));
    }
  } finally {
    await client.end();
    await kysely.destroy();
  }
  fs.writeFileSync(path.join(ROOT, 'bench/results/search-plans-postgres.txt'), text.join('\n') + '\n');
}

/** Counts in the benchmark's database: its parts, and how many a number query matches. */
interface Catalogue {
  count(): Promise<number>;
  matches(q: string): Promise<number>;
  close(): Promise<void>;
}

/** SQLite: the parts whose numbers the FTS5 phrase matches; FTS5's integrity check runs first (it throws when broken). */
function sqliteCatalogue(file: string): Catalogue {
  const db = new Database(file);
  for (const index of ['spare_part_numbers_search', 'spare_part_descriptions_search'])
    db.prepare(`insert into ${index}(${index}, rank) values ('integrity-check', 1)`).run();
  const matching = db.prepare(
    `select count(*) as count from spare_part_numbers_search where spare_part_numbers_search match ?`,
  );
  const counting = db.prepare('select count(*) as count from spare_parts');
  return {
    count: async () => (counting.get() as { count: number }).count,
    matches: async (q) => (matching.get(`"${partNumberKey(q)}"`) as { count: number }).count,
    close: async () => void db.close(),
  };
}

/** PostgreSQL: the parts whose number or substitute number contains the folded query (the pg_trgm indexes). */
async function postgresCatalogue(url: string): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = async (sql: string, parameters: string[] = []) =>
    Number((await client.query<{ count: string }>(sql, parameters)).rows[0]!.count);
  return {
    count: () => count('select count(*) from spare_parts'),
    matches: (q) =>
      count('select count(*) from spare_parts where pn_norm like $1 or subst_norm like $1', [`%${partNumberKey(q)}%`]),
    close: () => client.end(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Run.

const lines: string[] = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function call(origin: string, route: string, init: RequestInit & { address?: string } = {}): Promise<unknown> {
  const response = await fetch(origin + route, {
    ...init,
    headers: { 'x-forwarded-for': init.address ?? clientAddress(requestNumber++), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

interface SearchAnswer {
  parts: { partnumber: string; subst_part: string; matched: string }[];
  products: unknown[];
  services: unknown[];
  spares: unknown[];
}
const searchPath = (q: string, lang: string) => `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`;

const loadAtStart = os.loadavg()[0]!;
ensureServerBuild();
pinThisProcess(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-search-'));
const scratch = ON_POSTGRES ? await scratchDatabase() : undefined;
/** The server's database: the file in the data directory, or the scratch database on PostgreSQL. */
const databaseEnv: NodeJS.ProcessEnv = scratch ? { DATABASE_URL: scratch.url } : {};
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The first start migrates, seeds the demo content and draws its pictures (unpinned, as bench/server.ts does); the
// benchmark starts the server again.
let server: ChildProcess | undefined;
let failed = false;
try {
  const seeding = startNode(COMPILED_SERVER, { port, dataDir, env: databaseEnv });
  await waitForHealth(origin, seeding, 300_000).finally(() => stop(seeding));
  server = startNode(COMPILED_SERVER, { port, dataDir, core: 0, env: { ...databaseEnv, TRUST_PROXY: '127.0.0.1' } });
  await waitForHealth(origin, server);
  const token = execFileSync(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/admin.js'), 'create-token', '--name', 'bench-search'],
    {
      cwd: ROOT,
      env: { ...process.env, ...databaseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .at(-1)!;
  const admin = { authorization: `Bearer ${token}` };

  const parts = generateParts(GROUPS * PARTS_PER_GROUP);
  const files = Array.from({ length: GROUPS }, (_, index) =>
    csvOf(parts.slice(index * PARTS_PER_GROUP, (index + 1) * PARTS_PER_GROUP)),
  );
  const groupIds: number[] = [];
  for (const title of GROUP_TITLES.slice(0, GROUPS)) {
    const group = (await call(origin, '/api/spare', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        title_de: `${title} Ersatzteile`,
        title_en: `${title} spare parts`,
        title_ru: `Запчасти ${title}`,
      }),
    })) as { id: number };
    groupIds.push(group.id);
  }

  // The import: one file after another through the HTTP route, as the dashboard sends them.
  const importTimes: number[] = [];
  let added = 0;
  const importStarted = performance.now();
  for (const [index, csv] of files.entries()) {
    const form = new FormData();
    form.append('preview', 'false');
    form.append('file', new Blob([csv], { type: 'text/csv' }), `parts-${index + 1}.csv`);
    const started = performance.now();
    const report = (await call(origin, `/api/spare/${groupIds[index]}/import`, {
      method: 'POST',
      headers: admin,
      body: form,
    })) as { applied: boolean; add: unknown[]; invalid: { row: number; reason: string }[] };
    importTimes.push(performance.now() - started);
    if (!report.applied || report.invalid.length > 0)
      throw new Error(`import ${index + 1}: ${JSON.stringify(report.invalid.slice(0, 3))}`);
    added += report.add.length;
  }
  const importMs = performance.now() - importStarted;
  // The index is current when the import answers: the last number of the last file is found at once.
  const last = parts.at(-1)!;
  const found = (await call(origin, searchPath(oddSpelling(last.partnumber), 'en'))) as SearchAnswer;
  const current = found.parts[0]?.partnumber === last.partnumber && found.parts[0].matched === 'partnumber';
  if (!current)
    throw new Error(
      `the last imported part ${last.partnumber} is not found: ${JSON.stringify(found.parts.slice(0, 2))}`,
    );

  // Queries, checked once before they are driven: every number query finds something, exact ones their part first.
  const numbers = numberQueries(parts, 4000);
  for (const query of numbers) {
    const answer = (await call(origin, searchPath(query.q, 'en'))) as SearchAnswer;
    if (answer.parts.length === 0 || (query.expected && answer.parts[0]!.partnumber !== query.expected)) {
      throw new Error(
        `"${query.q}" (${query.kind}) finds ${answer.parts[0]?.partnumber ?? 'nothing'}${query.expected ? `, not ${query.expected}` : ''}`,
      );
    }
  }
  let wordsWithoutParts = 0;
  for (const { q, lang } of WORD_QUERIES)
    if (((await call(origin, searchPath(q, lang))) as SearchAnswer).parts.length === 0) wordsWithoutParts++;
  const bodies = lookupBodies(parts, 500);
  const sample = (await call(origin, '/api/search/lookup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodies[0],
  })) as { part: unknown }[];
  if (sample.length !== 20 || sample.filter((line) => line.part !== null).length < 18)
    throw new Error(`the lookup finds ${sample.filter((line) => line.part !== null).length} of 20`);
  const navbarBytes = JSON.stringify(await call(origin, '/api/component/navbar')).length;

  // Queries never asked before, for the search without its kept answers: distinct, each asked once (a counter of
  // its own walks the list, longer than the runs ask for). Suggestions: what the box holds while one of them is typed.
  const freshQueries = [...new Map(numberQueries(parts, 90_000).map((query) => [query.q, query])).values()];
  let freshNext = 0;
  const nextFresh = () => freshQueries[freshNext++ % freshQueries.length]!;
  const typedPrefix = (q: string, n: number) => partNumberKey(q).slice(0, 3 + (n % 6));

  const loads: Load[] = [
    { name: 'navbar (reference)', next: () => ({ method: 'GET', path: '/api/component/navbar' }) },
    {
      name: 'part number, new',
      next: (n) => ({ method: 'GET', path: searchPath(nextFresh().q, LANGS[n % 3]!) }),
    },
    {
      name: 'part number, again',
      next: (n) => ({ method: 'GET', path: searchPath(numbers[n % POPULAR]!.q, LANGS[(n % POPULAR) % 3]!) }),
    },
    {
      name: 'description words',
      next: (n) => ({
        method: 'GET',
        path: searchPath(WORD_QUERIES[n % WORD_QUERIES.length]!.q, WORD_QUERIES[n % WORD_QUERIES.length]!.lang),
      }),
    },
    {
      name: 'suggestions',
      next: (n) => ({
        method: 'GET',
        path: `/api/search/suggest?q=${encodeURIComponent(typedPrefix(nextFresh().q, n))}&lang=${LANGS[n % 3]}`,
      }),
    },
    {
      name: 'lookup, 20 numbers',
      next: (n) => ({ method: 'POST', path: '/api/search/lookup', body: bodies[n % bodies.length]! }),
    },
  ];
  const runs = loads.map(() => [] as Figures[]);
  const navbarUnderLoad: Figures[] = [];
  for (const load of loads) await drive(origin, load, WARM_UP_SECONDS); // warm-up: the hot paths compile, the pages are cached
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, load] of loads.entries()) runs[index]!.push(await drive(origin, load, SECONDS));
    // The navbar while new part-number searches run beside it: what a visitor reading pages notices of them.
    const [navbar] = await Promise.all([
      drive(origin, loads[0]!, SECONDS, BESIDE_CONNECTIONS),
      drive(origin, loads[1]!, SECONDS),
    ]);
    navbarUnderLoad.push(navbar);
  }

  // Part-number queries alone, one at a time, each new (no kept answer): what each kind costs without queueing.
  const aloneQueries = Array.from({ length: 4000 }, nextFresh);
  const alone = new Map<NumberKind, number[]>();
  const slowest: { q: string; kind: NumberKind; ms: number }[] = [];
  for (const query of aloneQueries) {
    const started = performance.now();
    await call(origin, searchPath(query.q, 'en'));
    const elapsed = performance.now() - started;
    alone.set(query.kind, [...(alone.get(query.kind) ?? []), elapsed]);
    slowest.push({ q: query.q, kind: query.kind, ms: elapsed });
  }
  slowest.sort((a, b) => b.ms - a.ms);
  await stop(server);

  // How many parts the slowest queries match (the query the repository sends), and on SQLite the index's own check.
  const catalogue = scratch ? await postgresCatalogue(scratch.url) : sqliteCatalogue(path.join(dataDir, 'site.db'));
  const inDatabase = await catalogue.count();
  const matchCounts = new Map<NumberKind, number[]>();
  for (const query of aloneQueries)
    matchCounts.set(query.kind, [...(matchCounts.get(query.kind) ?? []), await catalogue.matches(query.q)]);
  const slowestWithMatches = [];
  for (const entry of slowest.slice(0, 8))
    slowestWithMatches.push({ ...entry, matches: await catalogue.matches(entry.q) });
  await catalogue.close();

  // The report.
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown';
  const dirty = (git('status', '--porcelain', '--untracked-files=no') ?? '') !== '';
  out(
    `# ${scratch ? 'BENCH_ENGINE=postgres ' : ''}npm run bench:search${scratch ? ' (PostgreSQL, not pinned)' : ''}, ${new Date().toISOString().slice(0, 10)}, commit ${commit}${dirty ? ' with uncommitted changes' : ''}; Node ${process.version}, ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} before the run (other work on the machine)`,
  );
  out(
    canPin ? 'Server on core 0, load generator on core 1 (taskset).' : 'taskset not found: processes are not pinned.',
  );
  out();
  out(
    `Import through POST /api/spare/{id}/import (CSV, preview=false): ${GROUPS} files × ${PARTS_PER_GROUP.toLocaleString('en')} parts`,
  );
  out(
    `  ${added.toLocaleString('en')} parts in ${(importMs / 1000).toFixed(1)} s wall time = ${Math.round(added / (importMs / 1000)).toLocaleString('en')} parts/s (per file ${(Math.min(...importTimes) / 1000).toFixed(2)}–${(Math.max(...importTimes) / 1000).toFixed(2)} s)`,
  );
  out(
    `  index current: "${oddSpelling(last.partnumber).trim()}" finds ${last.partnumber} right after the last import; ${scratch ? '' : 'FTS5 integrity-check ok; '}${inDatabase.toLocaleString('en')} parts in the ${scratch ? 'database' : 'file'}`,
  );
  out();
  out(
    `Closed loop, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds interleaved over the ${loads.length} loads after a ${WARM_UP_SECONDS} s warm-up each; medians of the rounds`,
  );
  out(
    `  (new part numbers: ${freshQueries.length.toLocaleString('en')} distinct queries, ${freshNext <= freshQueries.length ? `each asked once, ${freshNext.toLocaleString('en')} of them used` : `${freshNext.toLocaleString('en')} asked in turn (one comes again only after all the others, long forgotten by the kept answers)`}: every one runs its SQL; part numbers again: the first ${POPULAR} of ${numbers.length} queries, ${(['exact', 'substitute', 'prefix', 'digits'] as const).map((kind) => `${numbers.filter((query) => query.kind === kind).length} ${kind}`).join(', ')};`,
  );
  out(
    `   description set: ${WORD_QUERIES.length} queries in de/en/ru, ${WORD_QUERIES.length - wordsWithoutParts} of them find parts; lookup: ${bodies.length} lists of 20 numbers; navbar answer ${(navbarBytes / 1024).toFixed(1)} KB, cached by the server;`,
  );
  out(
    `   a search asked again within a minute, and no content written since, is answered from the server's kept answers (suggestions: ten seconds);`,
  );
  out(
    `   suggestions: the first 3–8 characters of new queries; every search counts against its address (in memory, shared once a second))`,
  );
  const navbar = { p99: median(runs[0]!.map((run) => run.p99)) };
  out(
    `  ${'read'.padEnd(20)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'p99 ÷ navbar'.padStart(13)}  p99 per round`,
  );
  for (const [index, load] of loads.entries()) {
    const p99 = median(runs[index]!.map((run) => run.p99));
    const failures = runs[index]!.reduce((sum, run) => sum + run.failures, 0);
    out(
      `  ${load.name.padEnd(20)} ${median(runs[index]!.map((run) => run.perSecond))
        .toFixed(0)
        .padStart(
          7,
        )} ${ms(median(runs[index]!.map((run) => run.p50))).padStart(9)} ${ms(p99).padStart(9)} ${`${(p99 / navbar.p99).toFixed(2)}×`.padStart(13)}  ${runs[index]!.map((run) => run.p99.toFixed(1)).join(' / ')}` +
        (failures ? `   ${failures} FAILED` : ''),
    );
  }
  out();
  out(
    'Part-number queries one at a time (1 connection, each query once): latency, and parts matched by the FTS5 query',
  );
  out(
    `  ${'kind'.padEnd(11)} ${'count'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}  ${'matches p50/p99/max'.padStart(20)}`,
  );
  for (const [kind, times] of alone) {
    const sorted = [...times].sort((a, b) => a - b);
    const counts = [...matchCounts.get(kind)!].sort((a, b) => a - b);
    out(
      `  ${kind.padEnd(11)} ${String(times.length).padStart(6)} ${ms(percentile(sorted, 0.5)).padStart(9)} ${ms(percentile(sorted, 0.99)).padStart(9)} ${ms(sorted.at(-1)!).padStart(9)}  ${`${percentile(counts, 0.5)}/${percentile(counts, 0.99)}/${counts.at(-1)}`.padStart(20)}`,
    );
  }
  out(
    `  slowest (one timing each, the machine's noise included): ${slowestWithMatches.map((entry) => `"${entry.q.trim()}" ${entry.kind} ${ms(entry.ms)} (${entry.matches} matches)`).join(', ')}`,
  );
  out();
  const navbarBeside = median(navbarUnderLoad.map((run) => run.p99));
  out(
    `Navbar beside new part-number searches (${BESIDE_CONNECTIONS} + ${CONNECTIONS} connections): p99 ${ms(navbarBeside)}, ${(navbarBeside / navbar.p99).toFixed(2)}× its p99 alone (${navbarUnderLoad.map((run) => run.p99.toFixed(1)).join(' / ')} per round)`,
  );
  out();
  const figure = (index: number, key: 'p99' | 'perSecond') => median(runs[index]!.map((run) => run[key]));
  const failuresOf = (index: number) => runs[index]!.reduce((sum, run) => sum + run.failures, 0);
  /** A figure of a load against its target: at most (`p99`, in ms) or at least (`perSecond`). */
  const verdict = (what: string, index: number, key: 'p99' | 'perSecond', target: number) => {
    const value = figure(index, key);
    return key === 'p99'
      ? { what: `${what}, p99`, value: ms(value), target: `≤ ${target} ms`, met: value <= target }
      : { what: `${what}, per second`, value: value.toFixed(0), target: `≥ ${target}`, met: value >= target };
  };
  const besideRatio = navbarBeside / navbar.p99;
  const verdicts = [
    verdict('new part numbers', 1, 'p99', TARGETS.numberP99),
    verdict('new part numbers', 1, 'perSecond', TARGETS.numberPerSecond),
    verdict('part numbers again', 2, 'p99', TARGETS.numberP99),
    verdict('part numbers again', 2, 'perSecond', TARGETS.numberPerSecond),
    verdict('description words', 3, 'p99', TARGETS.wordsP99),
    verdict('suggestions', 4, 'p99', TARGETS.suggestP99),
    {
      what: 'navbar beside searches ÷ alone',
      value: `${besideRatio.toFixed(2)}×`,
      target: `≤ ${TARGETS.navbarUnderLoad}×`,
      met: besideRatio <= TARGETS.navbarUnderLoad,
    },
  ];
  for (const verdict of verdicts)
    out(`${verdict.met ? 'PASS' : 'FAIL'}: ${verdict.what} ${verdict.value} (${verdict.target})`);
  const failures = loads.reduce((sum, _load, index) => sum + failuresOf(index), 0);
  if (failures) out(`FAIL: ${failures} failed requests`);
  if (scratch) await writePostgresPlans(scratch.url);
  else writePlans(path.join(dataDir, 'site.db'));
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, RESULTS), lines.join('\n') + '\n');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (server) await stop(server);
  // BENCH_KEEP_DATA=1 keeps the 100,000-part database to look at the plans (EXPLAIN QUERY PLAN) afterwards.
  if (process.env.BENCH_KEEP_DATA) console.log(`data kept in ${dataDir}`);
  else {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}
process.exit(failed ? 1 : 0);
