import type { Db } from '@tp/db';

const fileColumns = ['id', 'application_id', 'original_name', 'mime_type', 'size'] as const;

/** Every application, newest first, each with its files (two queries for the whole list). */
export async function listApplications(db: Db) {
  const applications = await db.selectFrom('cv_applications').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const files = applications.length
    ? await db.selectFrom('cv_files').select(fileColumns).where('application_id', 'in', applications.map((a) => a.id)).orderBy('id').execute()
    : [];
  return applications.map((application) => ({ ...application, files: files.filter((file) => file.application_id === application.id) }));
}

export async function findApplication(db: Db, id: number) {
  const application = await db.selectFrom('cv_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!application) return undefined;
  const files = await db.selectFrom('cv_files').select(fileColumns).where('application_id', '=', id).orderBy('id').execute();
  return { ...application, files };
}

export function findCvFile(db: Db, id: number) {
  return db.selectFrom('cv_files').selectAll().where('id', '=', id).executeTakeFirst();
}
