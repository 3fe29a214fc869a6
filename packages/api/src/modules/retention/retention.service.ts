import type { RetentionSettings } from '@tp/schemas';
import type { AppDeps, Context } from '../../trpc/context.ts';
import { deleteCvFiles } from '../cv/cv.service.ts';
import { getInboxSettings, saveInboxSettings } from '../notifications/notifications.service.ts';
import { deleteApplicationsCreatedBefore, deleteRequestsCreatedBefore } from './retention.repository.ts';
import { retentionCutoff } from './retention-cutoff.ts';

/** How many of each a sweep deleted. */
export interface ExpiredInquiries {
  requests: number;
  applications: number;
  files: number;
}

/**
 * Deletes the requests (with their lines) and job applications (with their files) that arrived more than the set
 * number of calendar months before `now`; nothing when the setting is 0 (kept for ever).
 *
 * The rows go first, in one transaction, and the files after it commits, as deleting one application does: a
 * failure before the commit leaves rows and files as they were, and no row ever names a file already removed. A
 * failure between the two (the process killed, a file that cannot be removed) can leave an unnamed file in the
 * private folder, which nobody can reach, rather than a listed application whose download is gone.
 */
export async function deleteExpiredInquiries(
  deps: Pick<AppDeps, 'db' | 'files'>,
  now: Date,
): Promise<ExpiredInquiries> {
  const { retentionMonths } = await getInboxSettings(deps.db);
  if (retentionMonths === 0) return { requests: 0, applications: 0, files: 0 };
  const cutoff = retentionCutoff(now, retentionMonths).toISOString();
  const deleted = await deps.db.transaction().execute(async (trx) => ({
    requests: await deleteRequestsCreatedBefore(trx, cutoff),
    ...(await deleteApplicationsCreatedBefore(trx, cutoff)),
  }));
  await deleteCvFiles(deps.files, deleted.storedNames);
  return { requests: deleted.requests, applications: deleted.applications, files: deleted.storedNames.length };
}

export async function getRetention(ctx: Context): Promise<RetentionSettings> {
  return { months: (await getInboxSettings(ctx.db)).retentionMonths };
}

/** Sets the period when it is sent; the next daily sweep applies it. */
export async function updateRetention(ctx: Context, changes: Partial<RetentionSettings>): Promise<RetentionSettings> {
  const saved = await saveInboxSettings(
    ctx.db,
    changes.months === undefined ? {} : { retentionMonths: changes.months },
    ctx.now().toISOString(),
  );
  return { months: saved.retentionMonths };
}
