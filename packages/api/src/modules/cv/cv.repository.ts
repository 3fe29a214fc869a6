import type { Insertable, Updateable } from 'kysely';
import type { CvApplicationsTable, Db } from '@tp/db';
import type { StoredCvFile } from './cv-file-store.ts';

const fileColumns = ['id', 'application_id', 'original_name', 'mime_type', 'size'] as const;

/** Every application, newest first, each with its files (two queries for the whole list). */
export async function listApplications(db: Db) {
  const applications = await db
    .selectFrom('cv_applications')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const files = applications.length
    ? await db
        .selectFrom('cv_files')
        .select(fileColumns)
        .where(
          'application_id',
          'in',
          applications.map((a) => a.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return applications.map((application) => ({
    ...application,
    files: files.filter((file) => file.application_id === application.id),
  }));
}

export async function findApplication(db: Db, id: number) {
  const application = await db.selectFrom('cv_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!application) return undefined;
  const files = await db
    .selectFrom('cv_files')
    .select(fileColumns)
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...application, files };
}

export function findCvFile(db: Db, id: number) {
  return db.selectFrom('cv_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores an application and its (already written) files' records; gives back its id. */
export async function insertApplication(
  db: Db,
  values: Insertable<CvApplicationsTable>,
  files: StoredCvFile[],
): Promise<number> {
  const application = await db.insertInto('cv_applications').values(values).returning('id').executeTakeFirstOrThrow();
  for (const file of files)
    await db
      .insertInto('cv_files')
      .values({ ...file, application_id: application.id, created_at: values.created_at })
      .execute();
  return application.id;
}

/** Sets the status or the note of an application; false when there is none. */
export async function updateApplication(
  db: Db,
  id: number,
  changes: Updateable<CvApplicationsTable>,
): Promise<boolean> {
  const result = await db.updateTable('cv_applications').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an application (its file records by cascade) and gives back the stored names of its files; undefined when there is none. */
export async function deleteApplication(db: Db, id: number): Promise<string[] | undefined> {
  const files = await db.selectFrom('cv_files').select('stored_name').where('application_id', '=', id).execute();
  const result = await db.deleteFrom('cv_applications').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n ? files.map((file) => file.stored_name) : undefined;
}
