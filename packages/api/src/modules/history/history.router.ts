import { deletedRecordInput, historyRecordInput, historyRetention, revisionInput, updateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, ownerProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { listDeleted, restoreDeleted } from './history-deleted.ts';
import { restoreRevision } from './history-restore.ts';
import { getHistoryRetention, updateHistoryRetention } from './history-retention.ts';
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
  deleted: staffProcedure.query(({ ctx }) => listDeleted(ctx)),
  restoreDeleted: editorProcedure
    .input(deletedRecordInput)
    .mutation(({ ctx, input }) => restoreDeleted(ctx, input.entity, input.id)),
  // How long history is kept is the owner's, as every retention is.
  retention: ownerProcedure.query(({ ctx }) => getHistoryRetention(ctx.db)),
  updateRetention: ownerProcedure
    .input(updateInput({}, historyRetention))
    .mutation(({ ctx, input }) => updateHistoryRetention(ctx, input)),
});
