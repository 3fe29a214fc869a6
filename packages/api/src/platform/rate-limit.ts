import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';

const MINUTE_MS = 60_000;

/**
 * Counts one request of an address in the current window (a minute unless said) and answers how many it has made in
 * it. The count lives in the database, so every server on it counts together; an upsert makes parallel requests
 * count one each. The `minute` column holds the window's number (time divided by the window's length).
 */
export async function countHit(
  db: Db,
  bucket: string,
  address: string,
  now: Date,
  windowMs = MINUTE_MS,
): Promise<number> {
  const minute = Math.floor(now.getTime() / windowMs);
  const { hits } = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, address, minute, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'address', 'minute'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // The first request of an address in a window sweeps the bucket's windows that no longer count: the table stays small.
  if (hits === 1)
    await db
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', bucket)
      .where('minute', '<', minute - 1)
      .execute();
  return hits;
}

/** Refuses (429) the request of an address beyond `perMinute` in the current minute. */
export async function enforceRateLimit(
  db: Db,
  limit: { bucket: string; address: string; perMinute: number; now: Date; message: string },
) {
  if ((await countHit(db, limit.bucket, limit.address, limit.now)) > limit.perMinute) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: limit.message });
  }
}
