import { settingsUpdateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { getSettings, updateSettings } from './settings.service.ts';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx)),
  update: adminProcedure.input(settingsUpdateInput).mutation(({ ctx, input }) => updateSettings(ctx, input)),
});
