import type { SettingsFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import * as repo from './settings.repository.ts';

export const getSettings = (ctx: Context) => repo.getSettings(ctx.db);

/** Changes the contact details sent and keeps the others. */
export const updateSettings = (ctx: Context, changes: Partial<SettingsFields>) =>
  repo.saveSettings(ctx.db, changes, ctx.now().toISOString());

/** The company's settings as stored, for code outside a request (the notifications module's mails). */
export const storedSettings = repo.getSettings;
