import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { cvApplicationFields, ApplicationInboxFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { consumeCaptchaTicket, hasLiveTicket, ROBOT_NOT_CONFIRMED } from '../captcha/captcha.service.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { queueApplicationMail } from '../notifications/notifications.service.ts';
import { applicationCreated, queueWebhookEvent } from '../webhook/webhook.service.ts';
import { cvFileKey, deleteCvFiles, storeCvFiles } from './cv-file-store.ts';
import * as repo from './cv.repository.ts';

type Fields = z.infer<typeof cvApplicationFields>;

/** Stores an application with its files. Visitors need a captcha ticket; files are checked before anything is written. */
export async function createApplication(ctx: Context, fields: Fields, files: FileLike[]) {
  const trusted = (await ctx.session()) !== null;
  // No file touches the disk for a visitor without a live ticket; the ticket is used up with the rows below.
  if (!trusted && !(await hasLiveTicket(ctx, fields.captcha_ticket)))
    throw new TRPCError({ code: 'FORBIDDEN', message: ROBOT_NOT_CONFIRMED });
  const stored = await storeCvFiles(ctx.files, files);
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
      ctx.files,
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
  await deleteCvFiles(ctx.files, names);
  return { ok: true as const };
}

const FILE_NOT_FOUND = () => new TRPCError({ code: 'NOT_FOUND', message: 'File not found' });

/** A file of an application, for its download. A record whose file is gone from the store is as good as none. */
export async function cvFile(ctx: Context, id: number) {
  const file = await repo.findCvFile(ctx.db, id);
  const key = file && cvFileKey(file.stored_name);
  if (!file || !key || !(await ctx.files.has(key))) throw FILE_NOT_FOUND();
  return file;
}

/** The bytes of a file found by `cvFile`, to stream to the signed-in user who asked (never a public address). */
export async function openCvFile(ctx: Pick<Context, 'files'>, storedName: string) {
  const key = cvFileKey(storedName);
  const opened = key ? await ctx.files.open(key) : null;
  if (!opened) throw FILE_NOT_FOUND();
  return opened.stream;
}

/** For the retention sweep, which deletes old applications' rows in its transaction and their files after it. */
export { deleteCvFiles } from './cv-file-store.ts';
