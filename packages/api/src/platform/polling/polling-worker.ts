import { isDatabaseUnavailable } from '@tp/db';

/**
 * Where a background worker says what it did: the server's log. `reqId` names the request that caused the work (as
 * that request's own log lines do), so an operator finds both with one search.
 */
export interface WorkerLog {
  info(message: string, fields?: { reqId?: string }): void;
  warn(message: string, fields?: { reqId?: string }): void;
  error(error: unknown, message: string): void;
}

export interface PollingWorker {
  /** Runs a round now (work was queued) rather than at the next poll; one asked for during a round follows it. */
  wake(): void;
  /** Lets the round in progress finish (it sees `stopping()` and takes no more work) and stops. */
  stop(): Promise<void>;
}

/**
 * A background worker over a queue in the database (the mail outbox, scheduled publishing): a round every `pollMs`,
 * one at start for what came due while the server was down, and one whenever woken; never two at once. The database
 * away (a restart) is said once, not at every round until it is back: the work waits in it.
 */
export function startPollingWorker(options: {
  round: (stopping: () => boolean) => Promise<unknown>;
  pollMs: number;
  log: WorkerLog;
  /** Its log lines: `failed` when a round fails, `unreachable` the first time the database cannot be reached. */
  messages: { failed: string; unreachable: string };
}): PollingWorker {
  const { round, log, messages } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let waitingForDatabase = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = round(() => stopped)
      .then(() => {
        waitingForDatabase = false;
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) log.error(error, messages.failed);
        else if (!waitingForDatabase) log.warn(messages.unreachable);
        waitingForDatabase = isDatabaseUnavailable(error);
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
