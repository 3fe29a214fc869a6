import type { FastifyBaseLogger } from 'fastify';
import { createBackup, pruneBackups, type BackupOptions } from './backup.ts';

/**
 * Backups while the server runs (BACKUP_EVERY): one archive per period in the backup folder, the newest `keep`
 * kept. A failed backup is logged and tried again at the next period. `stop` waits for a backup under way.
 */
export function scheduleBackups(
  options: Omit<BackupOptions, 'now' | 'file'> & { everyMs: number; keep: number; log: FastifyBaseLogger },
) {
  let running: Promise<void> | undefined;
  const backUp = async () => {
    try {
      const backup = await createBackup({ ...options, now: new Date() });
      const removed = pruneBackups(options.dir, options.keep);
      options.log.info({ file: backup.file, bytes: backup.bytes, removed: removed.length }, 'scheduled backup written');
    } catch (error) {
      options.log.error({ err: error }, 'scheduled backup failed');
    }
  };
  const timer = setInterval(() => {
    running ??= backUp().finally(() => (running = undefined));
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
