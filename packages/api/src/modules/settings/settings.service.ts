import type { SettingsFields } from '@tp/schemas';
import type { Context } from '../../context.ts';
import * as repo from './settings.repository.ts';

export const getSettings = (ctx: Context) => repo.getSettings(ctx.db);

/** Changes the contact details sent and keeps the others. */
export const updateSettings = (ctx: Context, changes: Partial<SettingsFields>) =>
  repo.saveSettings(ctx.db, changes, ctx.now().toISOString());
