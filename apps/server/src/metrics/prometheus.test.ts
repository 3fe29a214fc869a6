import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../testing/server-process.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A real Prometheus (Debian's package) scrapes the server with the token, as an operator's would: the target is up,
// and a request counter it stores goes up with the requests made.
const TOKEN = 'prometheus-scrape-token-0123456789';

let t: TestApp;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, metrics: { token: TOKEN } });
  const siteUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-prometheus-'));
  const config = [
    'global:',
    '  scrape_interval: 1s',
    'scrape_configs:',
    '  - job_name: turbotech',
    '    authorization:',
    `      credentials: ${TOKEN}`,
    '    static_configs:',
    `      - targets: ['${new URL(siteUrl).host}']`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: 'ignore' },
  );
}, 60_000);

afterAll(async () => {
  prometheus?.kill('SIGKILL');
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Prometheus' HTTP API: undefined until it answers. */
async function ask<Data>(apiPath: string): Promise<Data | undefined> {
  try {
    const answer = await fetch(`${prometheusUrl}${apiPath}`);
    if (!answer.ok) return undefined;
    return ((await answer.json()) as { data: Data }).data;
  } catch {
    return undefined;
  }
}

/** What Prometheus stored last of the series: the sum of the service list's 200 answers. */
async function servicesAnswered(): Promise<number | undefined> {
  const query = encodeURIComponent('sum(http_requests_total{route="/api/service",status="200"})');
  const data = await ask<{ result: { value: [number, string] }[] }>(`/api/v1/query?query=${query}`);
  const value = data?.result[0]?.value[1];
  return value === undefined ? undefined : Number(value);
}

it(
  'is scraped by a real Prometheus: the target is up and a request counter increases',
  { timeout: 90_000 },
  async () => {
    const health = async () =>
      (await ask<{ activeTargets: { health: string; lastError: string }[] }>('/api/v1/targets'))?.activeTargets[0];
    await expect.poll(async () => (await health())?.health, { timeout: 45_000, interval: 500 }).toBe('up');
    expect((await health())?.lastError).toBe('');

    await fetch(`${t.app.listeningOrigin}/api/service`);
    await expect.poll(servicesAnswered, { timeout: 20_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    const before = (await servicesAnswered())!;
    for (let index = 0; index < 5; index++) await fetch(`${t.app.listeningOrigin}/api/service`);
    await expect.poll(servicesAnswered, { timeout: 20_000, interval: 500 }).toBe(before + 5);
  },
);
