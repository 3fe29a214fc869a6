import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { engineOf } from '@tp/db';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { BUILT_WEB_DIR, createTestApp, type TestApp, type TestAppOptions } from '../testing/test-app.ts';
import { METRICS_OFF } from './metrics-routes.ts';

// GET /metrics for Prometheus (README, "Metrics"): behind a bearer token (METRICS_TOKEN) or listed addresses
// (METRICS_ALLOW), in the text format `promtool` checks, with what an operator puts on a dashboard.
const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = async (options: TestAppOptions = {}) => {
  t = await createTestApp({ metrics: { token: TOKEN }, ...options });
  return t;
};

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  t!.app.inject({ method: 'GET', url: '/metrics', headers });

/** One sample of the exposition text: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', , labelText = '', value = ''] = /^(\w+)(\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key!, text!]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of the series named with exactly these labels (undefined when there is none). */
async function valueOf(name: string, labels: Record<string, string> = {}) {
  const samples = samplesOf((await scrape()).body);
  const found = samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value;
}

/** A visitor's inquiry, as the inquiry form sends it. */
async function sendInquiry() {
  const sent = await t!.app.inject({
    method: 'POST',
    url: '/api/request',
    payload: {
      name: 'Anna Berg',
      email: 'anna@plant.example',
      company: 'Caspian Power',
      text: 'LM2500 HPT blades, 2 sets',
      lang: 'en',
      lines: [{ partnumber: 'L30471P02', quantity: 2 }],
      captcha_ticket: await t!.ticket(),
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

describe('who may read /metrics', () => {
  it('answers 401 without the token or with a wrong one, and the metrics with it', async () => {
    await start();
    const none = await scrape({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json()).toMatchObject({ message: 'Metrics need the bearer token of METRICS_TOKEN' });
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_requests_total counter');
  });

  it('serves a listed address or range without a token, and refuses others (403 when no token is set)', async () => {
    await start({ metrics: { allow: ['10.0.0.0/8', '127.0.0.1'] } });
    expect((await scrape({})).statusCode).toBe(200); // inject comes from 127.0.0.1
    await t!.close();
    t = await createTestApp({ metrics: { allow: ['10.0.0.0/8', '::1'] } });
    const refused = await scrape({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Metrics are served to the addresses of METRICS_ALLOW only' });
    await t.close();
    // Both set: a listed address needs no token, any other needs it.
    t = await createTestApp({ metrics: { allow: ['10.0.0.0/8'], token: TOKEN } });
    expect((await scrape({})).statusCode).toBe(401);
    expect((await scrape()).statusCode).toBe(200);
  });

  it('admits by the address that connects (a range, an IPv4-mapped one), never by one a header names', async () => {
    await start({ metrics: { allow: ['10.0.0.0/8'] }, trustProxy: 1 });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t!.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await from('10.1.2.3')).statusCode).toBe(200);
    expect((await from('::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await from('203.0.113.9')).statusCode).toBe(403);
    // A visitor naming a listed address, through a trusted proxy or straight to the server: refused.
    expect((await from('203.0.113.9', { 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(403);
    // Through a proxy on a listed address (every visitor behind nginx comes from it): the address admits no one.
    expect((await from('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(403);
    expect((await from('10.0.0.2', { forwarded: 'for=198.51.100.7' })).statusCode).toBe(403);
    await t!.close();
    // With a token too, such a request needs the token.
    t = await createTestApp({ metrics: { allow: ['127.0.0.0/8'], token: TOKEN }, trustProxy: 1 });
    expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(401);
    expect(
      (await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${TOKEN}` })).statusCode,
    ).toBe(200);
  });

  it('says plainly that a server without METRICS_TOKEN or METRICS_ALLOW serves none', async () => {
    t = await createTestApp();
    const answer = await scrape();
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: METRICS_OFF });
  });
});

describe('what /metrics counts', () => {
  it('passes promtool check metrics (Debian’s prometheus package)', async () => {
    await start({ seed: true });
    await t!.app.inject({ method: 'GET', url: '/api/service' });
    const text = (await scrape()).body;
    // promtool prints what it finds wrong (format errors, and lint problems such as a counter without _total).
    const output = execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(output.trim()).toBe('');
  });

  it('counts and times requests by route pattern, method and status; kept answers as cache hits', async () => {
    await start({ seed: true });
    const get = (url: string) => t!.app.inject({ method: 'GET', url });
    const [{ id }] = (await get('/api/service')).json<[{ id: number }]>();
    await get(`/api/service/${id}`);
    await get(`/api/service/${id}`); // the second answered from the kept reads
    await get('/api/service/999999');
    const series = { method: 'GET', route: '/api/service/:id' };
    expect(await valueOf('http_requests_total', { ...series, status: '200' })).toBe(2);
    expect(await valueOf('http_requests_total', { ...series, status: '404' })).toBe(1);
    expect(await valueOf('http_request_duration_seconds_count', { ...series, status: '200' })).toBe(2);
    expect(await valueOf('http_request_duration_seconds_bucket', { ...series, status: '200', le: '+Inf' })).toBe(2);
    expect(await valueOf('read_cache_lookups_total', { cache: 'api', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(await valueOf('read_cache_lookups_total', { cache: 'api', result: 'miss' })).toBeGreaterThanOrEqual(2);
    // tRPC calls by their procedure; an address nobody routes never becomes a series of its own.
    await get('/trpc/service.list');
    await get('/trpc/no.such.procedure');
    await get('/api/no/such/thing/at/all');
    const samples = samplesOf((await scrape()).body).filter((sample) => sample.name === 'http_requests_total');
    expect(samples.map((sample) => sample.labels.route)).toContain('/trpc/service.list');
    expect(samples.map((sample) => sample.labels.route)).toContain('/trpc/(unknown)');
    expect(samples.map((sample) => sample.labels.route).join(' ')).not.toMatch(/no\.such|no\/such/);
  });

  it('keeps the series few whatever a client sends: other methods as OTHER, tRPC by procedure for GET and POST only', async () => {
    await start({ seed: true });
    const seriesCount = async () =>
      samplesOf((await scrape()).body).filter((sample) => sample.name === 'http_requests_total').length;
    await t!.app.inject({ method: 'GET', url: '/trpc/service.list,navbar.get?batch=1&input={}' });
    const before = await seriesCount();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const)
      for (const procedure of ['service.list', 'navbar.get', 'product.list'])
        await t!.app.inject({ method, url: `/trpc/${procedure}` });
    await t!.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/service' });
    const samples = samplesOf((await scrape()).body).filter((sample) => sample.name === 'http_requests_total');
    const routes = new Set(samples.map((sample) => sample.labels.route));
    expect(routes.has('/trpc/(batch)')).toBe(true);
    // Fifteen calls of three procedures by five other methods: one series per method and status, none per procedure.
    expect(routes.has('/trpc/(unknown)')).toBe(true);
    expect(
      samples.filter((sample) => sample.labels.route === '/trpc/service.list' && sample.labels.method !== 'GET'),
    ).toEqual([]);
    expect((await seriesCount()) - before).toBeLessThanOrEqual(7);
    expect(samples.map((sample) => sample.labels.method)).not.toContain('PROPFIND');
  });

  it('counts inquiries and applications received, and times searches', async () => {
    await start({ seed: true });
    expect(await valueOf('inquiries_received_total', { kind: 'request' })).toBe(0);
    await sendInquiry();
    expect(await valueOf('inquiries_received_total', { kind: 'request' })).toBe(1);
    expect(await valueOf('inquiries_received_total', { kind: 'application' })).toBe(0);
    expect((await t!.app.inject({ method: 'GET', url: '/api/search?q=LM2500&lang=en' })).statusCode).toBe(200);
    expect((await t!.app.inject({ method: 'GET', url: '/api/search/suggest?q=LM25&lang=en' })).statusCode).toBe(200);
    expect(await valueOf('search_duration_seconds_count', { kind: 'search' })).toBe(1);
    expect(await valueOf('search_duration_seconds_count', { kind: 'suggest' })).toBe(1);
  });

  it('shows the mail queue waiting and its oldest item’s age while the mail server is down, and the failures', async () => {
    const smtp = await startSmtpTestServer();
    await smtp.stop();
    try {
      await start({ seed: true, mail: { smtp: { url: smtp.url }, from: 'website@example.com', pollMs: 60_000 } });
      await sendInquiry();
      await expect.poll(() => valueOf('mail_send_failures_total', { given_up: 'false' }), { timeout: 10_000 }).toBe(1);
      expect(await valueOf('outbox_pending_items', { queue: 'mail' })).toBeGreaterThanOrEqual(1);
      t!.clock.advance(90_000);
      expect(await valueOf('outbox_oldest_pending_age_seconds', { queue: 'mail' })).toBe(90);
    } finally {
      await smtp.stop();
    }
  });

  it('times pages rendered on the server by kind of page, and counts kept pages as hits', async () => {
    await start({ seed: true, webDir: BUILT_WEB_DIR });
    const answers = [];
    for (let index = 0; index < 3; index++)
      answers.push(await t!.app.inject({ method: 'GET', url: '/en/spare-parts' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Rendered the first time (on PostgreSQL maybe once more, as the content version is first read); kept after.
    const rendered = await valueOf('ssr_render_duration_seconds_count', { page: 'spare-parts' });
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(await valueOf('read_cache_lookups_total', { cache: 'page', result: 'miss' })).toBe(rendered);
    expect(await valueOf('read_cache_lookups_total', { cache: 'page', result: 'hit' })).toBe(3 - rendered!);
    expect(rendered).toBeLessThan(3);
    expect(await valueOf('http_requests_total', { method: 'GET', route: '/*', status: '200' })).toBe(3);
  });

  it('shows process memory, event-loop lag, and on PostgreSQL the connection pool', async () => {
    await start();
    expect(await valueOf('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(await valueOf('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const pool = await valueOf('db_pool_connections', { state: 'max' });
    if (engineOf(t!.db) === 'postgres') {
      expect(pool).toBe(10);
      expect(await valueOf('db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(await valueOf('db_pool_waiting_queries')).toBe(0);
    } else expect(pool).toBeUndefined(); // one SQLite connection, no pool
  });
});
