import {
  FIRST_RELEASE_SETTINGS,
  type SettingsFields,
  type SettingsOutput,
  type SettingsUpdateInput,
} from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { noteTranslatedTexts } from '../../platform/translation-sources/translation-sources.ts';
import * as repo from './settings.repository.ts';

/** The stored settings, with `address` and `footer_text` as the first release named them (the German ones). */
const withFirstReleaseNames = (settings: SettingsFields): SettingsOutput => ({
  ...settings,
  address: settings.address_de,
  footer_text: settings.footer_text_de,
});

export const getSettings = async (ctx: Context) => withFirstReleaseNames(await repo.getSettings(ctx.db));

/** Changes the settings sent and keeps the others; `address` and `footer_text` change the German ones. */
export async function updateSettings(ctx: Context, input: SettingsUpdateInput) {
  const { address, footer_text, ...changes } = input;
  const firstRelease = { address, footer_text };
  for (const [old, german] of Object.entries(FIRST_RELEASE_SETTINGS) as [
    keyof typeof firstRelease,
    keyof SettingsFields,
  ][])
    if (firstRelease[old] !== undefined) changes[german] ??= firstRelease[old];
  const now = ctx.now().toISOString();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.getSettings(trx);
    const after = await repo.saveSettings(trx, changes, now);
    await noteTranslatedTexts(trx, 'settings', 1, before, changes, now);
    return after;
  });
  return withFirstReleaseNames(saved);
}

/** The company's settings as stored, for code outside a request (the notifications module's mails). */
export const storedSettings = repo.getSettings;
