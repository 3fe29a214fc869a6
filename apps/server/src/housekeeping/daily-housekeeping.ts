import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredInquiries, pruneHistory, type AppDeps } from '@tp/api';

export const DAY_MS = 86_400_000;
/** The first round waits a little after the start, so that it never slows the start itself. */
const FIRST_ROUND_AFTER_MS = 60_000;

type HousekeepingDeps = Pick<AppDeps, 'db' | 'files' | 'now'>;
type HousekeepingLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * One round of the server's daily clean-up: requests and job applications past their retention period, with their
 * files, and content history past its own (revisions, retired pictures). The log gets counts only, never a name or an
 * address; a failure is logged and the next round tries again.
 */
export async function runHousekeeping(deps: HousekeepingDeps, log: HousekeepingLog): Promise<void> {
  try {
    const deleted = await deleteExpiredInquiries(deps, deps.now());
    if (deleted.requests > 0 || deleted.applications > 0)
      log.info({ ...deleted }, 'expired requests and applications deleted');
  } catch (error) {
    log.error({ err: error }, 'deleting expired requests and applications failed');
  }
  try {
    const pruned = await pruneHistory(deps, deps.now());
    if (pruned.revisions > 0 || pruned.files > 0) log.info({ ...pruned }, 'content history past its retention removed');
  } catch (error) {
    log.error({ err: error }, 'removing content history past its retention failed');
  }
}

/**
 * Runs the clean-up shortly after the start and then once a period (a day) while the server runs. The timers do not
 * keep the process alive; `stop` clears them and waits for a round under way, before the database closes.
 */
export function scheduleHousekeeping(options: {
  deps: HousekeepingDeps;
  log: HousekeepingLog;
  firstAfterMs?: number;
  everyMs?: number;
}) {
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= runHousekeeping(options.deps, options.log).finally(() => (running = undefined));
  };
  let daily: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    round();
    daily = setInterval(round, options.everyMs ?? DAY_MS);
    daily.unref();
  }, options.firstAfterMs ?? FIRST_ROUND_AFTER_MS);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
