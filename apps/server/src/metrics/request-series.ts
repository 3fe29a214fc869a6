/** Bounds of the request histogram, in seconds: kept answers take well under a millisecond, uploads seconds. */
export const SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last is above every bound. */
  buckets: number[];
}

const HELP = {
  count: 'Requests answered, by method, route pattern and status code.',
  time: 'Time from a request to the end of its answer, by method, route pattern and status code.',
};

/** A label value as the text format writes it: backslash, double quote and line feed escaped. */
const escaped = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Every answer's count and time, by method, route pattern and status, kept here rather than in prom-client's
 * Counter and Histogram: those check and hash the labels of every observation, 2 % of a kept public read's CPU
 * samples (bench/results/observability.txt); here one map lookup and a few additions. Written out in
 * Prometheus' text format (the same that prom-client writes) when scraped, after prom-client's own metrics.
 */
export class RequestSeries {
  private readonly series = new Map<string, Series>();

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = `method="${escaped(method)}",route="${escaped(route)}",status="${status}"`;
      series = { labels, count: 0, sum: 0, buckets: new Array<number>(SECONDS_BUCKETS.length + 1).fill(0) };
      this.series.set(key, series);
    }
    series.count++;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < SECONDS_BUCKETS.length && seconds > SECONDS_BUCKETS[bucket]!) bucket++;
    series.buckets[bucket]!++;
  }

  /** The two metrics in the text exposition format, each series on its own lines. */
  exposition(): string {
    const lines = [
      '# HELP http_requests_total ' + HELP.count,
      '# TYPE http_requests_total counter',
      ...[...this.series.values()].map(({ labels, count }) => `http_requests_total{${labels}} ${count}`),
      '',
      '# HELP http_request_duration_seconds ' + HELP.time,
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const { labels, count, sum, buckets } of this.series.values()) {
      let cumulative = 0;
      SECONDS_BUCKETS.forEach((bound, index) => {
        cumulative += buckets[index]!;
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${labels}} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{le="+Inf",${labels}} ${count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${sum}`);
      lines.push(`http_request_duration_seconds_count{${labels}} ${count}`);
    }
    return lines.join('\n') + '\n';
  }
}
