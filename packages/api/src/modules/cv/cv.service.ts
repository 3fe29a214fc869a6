import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { cvApplicationFields } from '@tp/schemas';
import type { Context } from '../../context.ts';
import { resolveAdminSession } from '../auth/auth.service.ts';
import { consumeCaptchaTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { deleteCvFiles, storeCvFiles } from './cv-file-store.ts';
import * as repo from './cv.repository.ts';

type Fields = z.infer<typeof cvApplicationFields>;

/** Stores an application with its files. Visitors need a captcha ticket; files are checked before anything is written. */
export async function createApplication(ctx: Context, fields: Fields, files: FileLike[]) {
  const trusted = (await resolveAdminSession(ctx)) !== null;
  const stored = await storeCvFiles(ctx.dataDir, files);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (!trusted && !(await consumeCaptchaTicket({ db: trx, now: ctx.now }, fields.captcha_ticket))) {
        throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
      }
      const now = ctx.now().toISOString();
      const application = await trx
        .insertInto('cv_applications')
        .values({ first_name: fields.first_name, last_name: fields.last_name, email: fields.email, lang: fields.lang, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const file of stored) await trx.insertInto('cv_files').values({ ...file, application_id: application.id, created_at: now }).execute();
      return application.id;
    });
    return (await repo.findApplication(ctx.db, id))!;
  } catch (error) {
    await deleteCvFiles(ctx.dataDir, stored.map((file) => file.stored_name));
    throw error;
  }
}

export async function deleteApplication(ctx: Context, id: number) {
  const names = await ctx.db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('cv_files').select('stored_name').where('application_id', '=', id).execute();
    const result = await trx.deleteFrom('cv_applications').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new TRPCError({ code: 'NOT_FOUND', message: 'Application not found' });
    return files.map((file) => file.stored_name);
  });
  await deleteCvFiles(ctx.dataDir, names);
  return { ok: true as const };
}
