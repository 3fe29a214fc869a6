import { settingsUpdateInput } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { getSettings, saveSettings } from './settings.repository.ts';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx.db)),
  update: adminProcedure.input(settingsUpdateInput).mutation(({ ctx, input }) => saveSettings(ctx.db, input, ctx.now().toISOString())),
});
