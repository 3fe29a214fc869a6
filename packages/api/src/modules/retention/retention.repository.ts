import type { Db } from '@tp/db';

// The sweep's deletes. They reach into the request and job-application tables on purpose: deleting what has expired
// across the inbox is this module's one job, done in one transaction (the files follow through the cv service).

/** Deletes the requests that arrived before `cutoff` (an ISO time), their lines by cascade; gives back how many. */
export async function deleteRequestsCreatedBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('requests').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the applications that arrived before `cutoff` (an ISO time), their file records by cascade; gives back how
 * many, and the stored names of their files for the caller to remove once the deletion is committed.
 */
export async function deleteApplicationsCreatedBefore(
  db: Db,
  cutoff: string,
): Promise<{ applications: number; storedNames: string[] }> {
  const files = await db
    .selectFrom('cv_files')
    .innerJoin('cv_applications', 'cv_applications.id', 'cv_files.application_id')
    .select('cv_files.stored_name')
    .where('cv_applications.created_at', '<', cutoff)
    .execute();
  const result = await db.deleteFrom('cv_applications').where('created_at', '<', cutoff).executeTakeFirst();
  return { applications: Number(result.numDeletedRows), storedNames: files.map((file) => file.stored_name) };
}
