import type { Db } from '@tp/db';
import type { Context } from '../../context.ts';
import type { AdminSession } from '../auth/auth.service.ts';
import { insertActivity, pruneActivity, type ActivityEntry } from './activity.repository.ts';
import { describeChange } from './describe-change.ts';

const DAY_MS = 86_400_000;
/** Old rows are removed at most once an hour per database, by the next write. */
const PRUNE_INTERVAL_MS = 3_600_000;
const lastPruned = new WeakMap<Db, number>();

/** Who is acting, in the log's terms: the signed-in login, or the API token by its name. */
export const actorOf = (admin: AdminSession): Pick<ActivityEntry, 'actor_kind' | 'actor'> =>
  admin.kind === 'api' ? { actor_kind: 'token', actor: admin.tokenName } : { actor_kind: 'session', actor: admin.login };

/**
 * The database a management call works with, recording the call in the activity log: the row is written inside the
 * first transaction the call commits, so the change and its record stand or fall together. A call that changes
 * the database with one statement outside a transaction gets its row right after it succeeds.
 */
export function recordingActivity(ctx: Context, admin: AdminSession, path: string, input: unknown) {
  let recorded = false;
  const entry = (result: unknown): ActivityEntry => ({
    at: ctx.now().toISOString(),
    ...actorOf(admin),
    ...describeChange(path, input, result),
    via: ctx.via,
    ip: ctx.ip,
  });
  const transaction = () => ({
    execute: async <T>(work: (trx: Db) => Promise<T>): Promise<T> => {
      const result = await ctx.db.transaction().execute(async (trx) => {
        const done = await work(trx);
        if (!recorded) await insertActivity(trx, entry(done));
        return done;
      });
      recorded = true;
      return result;
    },
  });
  // Everything but `transaction` is the database itself (bound to it: Kysely keeps its state in private fields).
  const db = new Proxy(ctx.db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db,
    /** Records the call if no transaction did, and prunes rows past the retention now and then. */
    async succeeded(result: unknown) {
      if (!recorded) await insertActivity(ctx.db, entry(result));
      const now = ctx.now().getTime();
      if (now - (lastPruned.get(ctx.db) ?? 0) > PRUNE_INTERVAL_MS) {
        lastPruned.set(ctx.db, now);
        await pruneActivity(ctx.db, new Date(now - ctx.activityRetentionDays * DAY_MS).toISOString());
      }
    },
  };
}
