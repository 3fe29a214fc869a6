import { translationKey, translationListInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import { markTranslationCurrent, translationList, translationSummary } from './translation.service.ts';

export const translationRouter = router({
  /** Per target language, how many texts are missing, outdated and current. */
  summary: adminProcedure.query(({ ctx }) => translationSummary(ctx)),
  /** The texts of a language still to translate. */
  list: adminProcedure.input(translationListInput).query(({ ctx, input }) => translationList(ctx, input)),
  /** A translation whose German text changed is still right. */
  markCurrent: adminProcedure.input(translationKey).mutation(({ ctx, input }) => markTranslationCurrent(ctx, input)),
});
