import autocannon from 'autocannon';
import { residentBytes } from './processes.ts';

/** What one closed-loop run measured: throughput, latency, the server's peak memory, and answers that were not 2xx. */
export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  peakRss: number;
  failures: number;
}

export const CONNECTIONS = 10;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One closed-loop run (10 connections) against a URL, sampling the server's resident memory as it goes. */
export async function drive(
  url: string,
  pid: number | undefined,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  let peakRss = residentBytes(pid) ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentBytes(pid) ?? 0)), 50);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  clearInterval(sampler);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRss,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The medians of several runs (peak memory: the largest; failures: all of them). */
export const summary = (runs: Figures[]): Figures => ({
  perSecond: median(runs.map((run) => run.perSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  peakRss: Math.max(...runs.map((run) => run.peakRss)),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
});

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
