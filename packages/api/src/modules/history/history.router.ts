import { historyRecordInput, revisionInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { restoreRevision } from './history-restore.ts';
import { getRevision, listRevisions } from './history.service.ts';

// Reading the history is open to the whole team (sales read the content too); changing content is the editors'.
export const historyRouter = router({
  list: staffProcedure.input(historyRecordInput).query(({ ctx, input }) => listRevisions(ctx, input.entity, input.id)),
  byId: staffProcedure
    .input(revisionInput)
    .query(({ ctx, input }) => getRevision(ctx, input.entity, input.id, input.revision)),
  // Settings are the owner's and editors' as every content is (settings.update is an editor's call).
  restore: editorProcedure
    .input(revisionInput)
    .mutation(({ ctx, input }) => restoreRevision(ctx, input.entity, input.id, input.revision)),
});
