import { createContextInner } from './create-context.ts';
import { runClaimedSchedule } from './modules/draft/draft-schedule.ts';
import { claimDue, cancelUnpublishOf, failInterrupted, finish } from './modules/draft/schedule.repository.ts';
import type { AppDeps } from './trpc/context.ts';
import { startPollingWorker, type PollingWorker, type WorkerLog } from './platform/polling/polling-worker.ts';

/** A claimed schedule not finished after this long was interrupted (its server stopped): longer than any publish. */
const CLAIM_MS = 10 * 60 * 1000;
/** How often the scheduler looks for due schedules: a change comes at most this late. */
const POLL_MS = 15_000;

/**
 * Runs every schedule that is due, one at a time, as this server (`server`, named in the row it claims); answers how
 * many ran. A schedule left `running` by a server that stopped is marked failed, never run twice.
 */
export async function runDueSchedules(
  deps: AppDeps,
  server: string,
  log?: WorkerLog,
  stopping: () => boolean = () => false,
): Promise<number> {
  const now = () => deps.now().toISOString();
  const interrupted = await failInterrupted(deps.db, new Date(deps.now().getTime() - CLAIM_MS).toISOString(), now());
  if (interrupted > 0)
    log?.warn(`schedule: ${interrupted} change(s) interrupted while running marked failed (not run twice)`);
  let ran = 0;
  // A stopping server finishes the change it is making and takes no other: the next server or start runs the rest.
  while (!stopping()) {
    const row = await claimDue(deps.db, now(), server);
    if (!row) return ran;
    const ctx = createContextInner(deps, { ip: '', via: 'schedule' });
    const { status, outcome, detail } = await runClaimedSchedule(ctx, row).catch((error: unknown) => ({
      status: 'failed' as const,
      outcome: 'error' as const,
      detail: error instanceof Error ? error.message : String(error),
    }));
    await finish(deps.db, row.id, status, outcome, detail, now());
    if (status === 'failed' && row.action === 'publish') await cancelUnpublishOf(deps.db, row.id, now());
    const what = `${row.action} of ${row.entity} ${row.record_id} (schedule ${row.id})`;
    if (status === 'done') log?.info(`schedule: ${what} ${outcome}${detail ? `: ${detail}` : ''}`);
    else log?.warn(`schedule: ${what} failed (${outcome}${detail ? `: ${detail}` : ''})`);
    ran++;
  }
  return ran;
}

export type ScheduleWorker = PollingWorker;

/** Runs due schedules every `pollMs` (15 s unless told), and once at start for what came due while it was down. */
export function startScheduleWorker(options: {
  deps: AppDeps;
  server: string;
  log: WorkerLog;
  pollMs?: number;
}): ScheduleWorker {
  const { deps, server, log } = options;
  return startPollingWorker({
    round: (stopping) => runDueSchedules(deps, server, log, stopping),
    pollMs: options.pollMs ?? POLL_MS,
    log,
    messages: {
      failed: 'schedule: the schedules could not be read',
      unreachable: 'schedule: the database cannot be reached; schedules run once it is back',
    },
  });
}
