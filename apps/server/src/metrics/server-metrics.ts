import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outboxBacklog, webhookBacklog, type Telemetry } from '@tp/api';
import { poolUseOf, type Db } from '@tp/db';
import { withoutLanguagePrefix } from '@tp/schemas/languages';
import { RequestSeries, SECONDS_BUCKETS } from './request-series.ts';

/**
 * The kinds of page a rendered page is counted under (the first part of its path); any other address, a mistyped one
 * included, is `other`, so a crawler's guesses never make new series.
 */
const PAGE_KINDS = new Set([
  'careers',
  'controller',
  'dashboard',
  'gas-turbina',
  'imprint',
  'inquiry',
  'part-list',
  'partners',
  'parts',
  'privacy-policy',
  'quote',
  'search',
  'service',
  'spare-parts',
]);

/** The kind of page an address shows: `home`, one of PAGE_KINDS, or `other`. */
export function pageKindOf(url: string): string {
  const [first = ''] = withoutLanguagePrefix(url.split('?')[0] ?? '/')
    .split('/')
    .filter(Boolean);
  if (first === '') return 'home';
  return PAGE_KINDS.has(first) ? first : 'other';
}

export type CacheName = 'api' | 'page';

/** What the server counts for Prometheus (README, "Metrics"): one registry per app, read at GET /metrics. */
export interface ServerMetrics {
  /** Every metric in Prometheus' text exposition format, as GET /metrics answers. */
  exposition(): Promise<string>;
  /** Handed to the API (AppDeps.telemetry and the outbox worker). */
  telemetry: Telemetry;
  /** A request answered: its route's pattern (never its address, which a client chooses), method and status. */
  requestEnded(method: string, route: string, status: number, seconds: number): void;
  /** A page rendered on the server (not a kept one), from the start of rendering to its whole HTML. */
  pageRendered(url: string, seconds: number): void;
  /** A kept answer was looked for: found (`hit`) or not. */
  cacheLooked(cache: CacheName, hit: boolean): void;
}

export function createServerMetrics(db: Db, now: () => Date): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Process memory, CPU, heap, garbage collection and event-loop lag, as Node's Prometheus users know them.
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the same counts by type stay
  // (nodejs_active_handles, nodejs_active_requests, nodejs_active_resources).
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    registry.removeSingleMetric(name);

  const requests = new RequestSeries();

  const pages = new Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Time to render a page on the server (kept pages are answered without rendering), by kind of page.',
    labelNames: ['page'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  // Counted in plain numbers on the hot path (a kept read's every request), handed to prom-client when scraped.
  const lookups = { api: { hit: 0, miss: 0 }, page: { hit: 0, miss: 0 } };
  new Counter({
    name: 'read_cache_lookups_total',
    help: 'Kept answers looked for: public API reads (api) and rendered pages (page), found (hit) or not (miss).',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const cache of ['api', 'page'] as const)
        for (const result of ['hit', 'miss'] as const) this.inc({ cache, result }, lookups[cache][result]);
    },
  });
  const received = new Counter({
    name: 'inquiries_received_total',
    help: "Visitors' inquiries (request) and job applications (application) stored.",
    labelNames: ['kind'] as const,
    registers,
  });
  const searches = new Histogram({
    name: 'search_duration_seconds',
    help: 'Time to answer a search (search) or the search box suggestions (suggest), kept answers included.',
    labelNames: ['kind'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const mailFailures = new Counter({
    name: 'mail_send_failures_total',
    help: 'Failed attempts to send a queued mail; given_up="true" when it was the last attempt.',
    labelNames: ['given_up'] as const,
    registers,
  });
  const webhookFailures = new Counter({
    name: 'webhook_delivery_failures_total',
    help: 'Failed attempts to deliver a queued webhook; given_up="true" when it was the last attempt.',
    labelNames: ['given_up'] as const,
    registers,
  });
  for (const kind of ['request', 'application']) received.inc({ kind }, 0);
  for (const given_up of ['false', 'true']) {
    mailFailures.inc({ given_up }, 0);
    webhookFailures.inc({ given_up }, 0);
  }

  registerQueueGauges(db, now, registers);
  if (poolUseOf(db)) registerPoolGauges(db, registers);

  return {
    exposition: async () => `${await registry.metrics()}\n${requests.exposition()}`,
    telemetry: {
      received: (kind) => received.inc({ kind }),
      searched: (kind, seconds) => searches.observe({ kind }, seconds),
      mailAttemptFailed: (givenUp) => mailFailures.inc({ given_up: String(givenUp) }),
      webhookAttemptFailed: (givenUp) => webhookFailures.inc({ given_up: String(givenUp) }),
    },
    requestEnded: (method, route, status, seconds) => requests.record(method, route, status, seconds),
    pageRendered: (url, seconds) => pages.observe({ page: pageKindOf(url) }, seconds),
    cacheLooked: (cache, hit) => void lookups[cache][hit ? 'hit' : 'miss']++,
  };
}

type Backlog = Awaited<ReturnType<typeof outboxBacklog>>;

/** The queues of work done after the request (mail outbox, webhooks): what waits, and for how long the oldest has. */
function registerQueueGauges(db: Db, now: () => Date, registers: Registry[]) {
  // Read from the database when scraped: every server sees the whole queue, whichever server will send it. Both
  // gauges of one scrape share one reading.
  let backlog: Promise<{ mail: Backlog; webhook: Backlog } | undefined> | undefined;
  const read = () =>
    (backlog ??= Promise.all([outboxBacklog(db), webhookBacklog(db)])
      .then(([mail, webhook]) => ({ mail, webhook }))
      .catch(() => undefined)
      .finally(() => setImmediate(() => (backlog = undefined))));
  new Gauge({
    name: 'outbox_pending_items',
    help: 'Items queued and not yet delivered (retries included), by queue; absent while the database cannot be read.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      const state = await read();
      if (state) for (const queue of ['mail', 'webhook'] as const) this.set({ queue }, state[queue].pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'How long the oldest undelivered item of a queue has waited (0 when none waits).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      const state = await read();
      if (!state) return;
      for (const queue of ['mail', 'webhook'] as const) {
        const oldest = state[queue].oldestQueuedAt;
        this.set({ queue }, Math.max(0, oldest ? (now().getTime() - Date.parse(oldest)) / 1000 : 0));
      }
    },
  });
}

/** A PostgreSQL site's connection pool: open, idle and waiting, against its size. */
function registerPoolGauges(db: Db, registers: Registry[]) {
  new Gauge({
    name: 'db_pool_connections',
    help: "This server's PostgreSQL connections: open, idle (open and free), and the pool's size.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolUseOf(db)!;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.size);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a free PostgreSQL connection of this server.',
    registers,
    collect() {
      this.set(poolUseOf(db)!.waiting);
    },
  });
}
