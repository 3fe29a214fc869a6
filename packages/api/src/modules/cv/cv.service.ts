import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { cvApplicationFields, ApplicationInboxFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { consumeCaptchaTicket, hasLiveTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { queueApplicationMail } from '../notifications/notifications.service.ts';
import { applicationCreated, queueWebhookEvent } from '../webhook/webhook.service.ts';
import fs from 'node:fs';
import { cvFilePath, deleteCvFiles, storeCvFiles } from './cv-file-store.ts';
import * as repo from './cv.repository.ts';

type Fields = z.infer<typeof cvApplicationFields>;

/** Stores an application with its files. Visitors need a captcha ticket; files are checked before anything is written. */
export async function createApplication(ctx: Context, fields: Fields, files: FileLike[]) {
  const trusted = (await ctx.session()) !== null;
  // No file touches the disk for a visitor without a live ticket; the ticket is used up with the rows below.
  if (!trusted && !(await hasLiveTicket(ctx, fields.captcha_ticket)))
    throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
  const stored = await storeCvFiles(ctx.privateDir, files);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (!trusted && !(await consumeCaptchaTicket({ db: trx, now: ctx.now }, fields.captcha_ticket))) {
        throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
      }
      const { first_name, last_name, email, lang } = fields;
      const applicationId = await repo.insertApplication(
        trx,
        { first_name, last_name, email, lang, created_at: ctx.now().toISOString() },
        stored,
      );
      await queueApplicationMail(trx, ctx, { first_name, last_name, email, lang, files: stored });
      await queueWebhookEvent(
        trx,
        ctx,
        applicationCreated(ctx, {
          id: applicationId,
          lang,
          created_at: ctx.now().toISOString(),
          first_name,
          last_name,
          email,
          files: stored.length,
        }),
      );
      return applicationId;
    });
    ctx.mail?.wake();
    ctx.webhooks?.wake();
    ctx.telemetry?.received('application');
    return (await repo.findApplication(ctx.db, id))!;
  } catch (error) {
    await deleteCvFiles(
      ctx.privateDir,
      stored.map((file) => file.stored_name),
    );
    throw error;
  }
}

/** Every application, newest first, with its files. */
export const listApplications = (ctx: Context) => repo.listApplications(ctx.db);

/** Changes the status or the note sent, and keeps the other. */
export async function updateApplication(ctx: Context, id: number, changes: Partial<ApplicationInboxFields>) {
  if (!(await repo.updateApplication(ctx.db, id, changes)))
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Application not found' });
  return (await repo.findApplication(ctx.db, id))!;
}

export async function deleteApplication(ctx: Context, id: number) {
  const names = await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.deleteApplication(trx, id);
    if (!stored) throw new TRPCError({ code: 'NOT_FOUND', message: 'Application not found' });
    return stored;
  });
  await deleteCvFiles(ctx.privateDir, names);
  return { ok: true as const };
}

/**
 * A file of an application, for its download: the record, and where it lies in the private folder. A record whose
 * file is gone from the disk is as good as none.
 */
export async function cvFile(ctx: Context, id: number) {
  const file = await repo.findCvFile(ctx.db, id);
  const location = file && cvFilePath(ctx.privateDir, file.stored_name);
  if (!file || !location || !fs.existsSync(location))
    throw new TRPCError({ code: 'NOT_FOUND', message: 'File not found' });
  return file;
}

/** Where a file found by `cvFile` lies (null for a stored name that is not one of ours). */
export const cvFileLocation = (ctx: Pick<Context, 'privateDir'>, storedName: string) =>
  cvFilePath(ctx.privateDir, storedName);

/** For the retention sweep, which deletes old applications' rows in its transaction and their files after it. */
export { deleteCvFiles } from './cv-file-store.ts';
