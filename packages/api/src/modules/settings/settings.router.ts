import { settingsUpdateInput } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { getSettings, updateSettings } from './settings.service.ts';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx)),
  update: adminProcedure.input(settingsUpdateInput).mutation(({ ctx, input }) => updateSettings(ctx, input)),
});
