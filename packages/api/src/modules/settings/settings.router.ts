import { settingsUpdateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { getSettings, updateSettings } from './settings.service.ts';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx)),
  update: editorProcedure.input(settingsUpdateInput).mutation(({ ctx, input }) => updateSettings(ctx, input)),
});
