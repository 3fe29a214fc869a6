import type { Db } from '@tp/db';

const MINUTE_MS = 60_000;

/** How often a server adds its new hits to the shared count in the database and reads the others' back. */
export const SHARE_EVERY_MS = 1000;
/** The most addresses kept in memory at once; past that, the windows that ended go first, then the oldest. */
const MAX_ADDRESSES = 50_000;
const ROWS_PER_STATEMENT = 500;

interface Window {
  bucket: string;
  address: string;
  minute: number;
  /** Hits of this server not yet added to the database. */
  pending: number;
  /** The database's count when this server last shared (every server's hits up to then). */
  shared: number;
}

/**
 * Counts requests per address and minute for a limit on a hot path (search, with suggestions on each keystroke)
 * without a database write per request. Each server counts in memory and, once a second while there is something new,
 * adds its new hits to the same `rate_limit_hits` rows the other limits use (one statement for every address) and
 * takes back the totals of all servers. A visitor is thus limited together by every server on the database, within a
 * tolerance: what the other servers counted in the last second is seen a second late, so with N servers an address
 * can pass the limit by at most what it sends to the N − 1 others in one second. One server is exact.
 */
export function createSharedHitCounter(db: Db, options: { shareEveryMs?: number } = {}) {
  const windows = new Map<string, Window>();
  const shareEveryMs = options.shareEveryMs ?? SHARE_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  let sharing: Promise<void> | undefined;

  const share = async () => {
    timer = undefined;
    const batch = [...windows.values()].filter((window) => window.pending > 0);
    if (batch.length === 0) return;
    // A few hundred rows a statement: far below either engine's limit of bound values.
    for (let from = 0; from < batch.length; from += ROWS_PER_STATEMENT) {
      const chunk = batch.slice(from, from + ROWS_PER_STATEMENT);
      const sent = chunk.map((window) => window.pending);
      const rows = await db
        .insertInto('rate_limit_hits')
        .values(chunk.map(({ bucket, address, minute }, index) => ({ bucket, address, minute, hits: sent[index]! })))
        .onConflict((conflict) =>
          conflict
            .columns(['bucket', 'address', 'minute'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', eb.ref('excluded.hits')) })),
        )
        .returning(['bucket', 'address', 'minute', 'hits'])
        .execute();
      const totals = new Map(rows.map((row) => [`${row.bucket}|${row.address}|${row.minute}`, row.hits]));
      chunk.forEach((window, index) => {
        // Hits counted while the statement ran stay pending for the next round.
        window.pending -= sent[index]!;
        window.shared = totals.get(`${window.bucket}|${window.address}|${window.minute}`) ?? window.shared;
      });
    }
    // The windows that no longer count leave the table, as countHit's sweep does.
    const oldest = Math.max(...batch.map((window) => window.minute)) - 1;
    await db
      .deleteFrom('rate_limit_hits')
      .where('minute', '<', oldest)
      .where('bucket', 'in', [...new Set(batch.map((window) => window.bucket))])
      .execute();
  };

  const scheduleShare = () => {
    if (timer || sharing) return;
    timer = setTimeout(() => {
      sharing = share()
        .catch(() => undefined) // the database away: the hits stay pending and go with the next round
        .finally(() => {
          sharing = undefined;
          if ([...windows.values()].some((window) => window.pending > 0)) scheduleShare();
        });
    }, shareEveryMs);
    timer.unref();
  };

  const keepBounded = (minute: number) => {
    if (windows.size <= MAX_ADDRESSES) return;
    for (const [key, window] of windows) if (window.minute < minute) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MAX_ADDRESSES) break;
      windows.delete(key);
    }
  };

  return {
    /** Counts one hit of the address in the current minute; answers the hits of every server known so far. */
    hit(bucket: string, address: string, now: Date): number {
      const minute = Math.floor(now.getTime() / MINUTE_MS);
      const key = `${bucket}|${address}`;
      let window = windows.get(key);
      if (!window || window.minute !== minute) {
        window = { bucket, address, minute, pending: 0, shared: 0 };
        windows.delete(key); // re-inserted last: the map stays in order of use for the bound
        windows.set(key, window);
        keepBounded(minute);
      }
      window.pending += 1;
      scheduleShare();
      return window.shared + window.pending;
    },
    /** Shares what is pending now (a server that stops, a test that looks at the table). */
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await sharing;
      await share();
    },
  };
}

export type SharedHitCounter = ReturnType<typeof createSharedHitCounter>;
