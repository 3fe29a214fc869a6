import { draftPreviewInput, draftPublishInput, draftRecordInput, draftSaveInput } from '@tp/schemas';
import { draftScheduleInput } from '@tp/schemas/schedule';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { createPreviewLink, previewedDraft } from './draft-preview.ts';
import { cancelSchedule, listSchedules, scheduleDraft } from './draft-schedule.ts';
import { discardDraft, getDraft, publishDraft, saveDraft } from './draft.service.ts';

// Drafts are read by the whole team (sales read content too) and written by those who edit it.
export const draftRouter = router({
  get: staffProcedure.input(draftRecordInput).query(({ ctx, input }) => getDraft(ctx, input.entity, input.id)),
  save: editorProcedure.input(draftSaveInput).mutation(({ ctx, input }) => saveDraft(ctx, input)),
  discard: editorProcedure
    .input(draftRecordInput)
    .mutation(({ ctx, input }) => discardDraft(ctx, input.entity, input.id)),
  publish: editorProcedure
    .input(draftPublishInput)
    .mutation(({ ctx, input }) => publishDraft(ctx, input.entity, input.id, input.version)),
  preview: editorProcedure
    .input(draftRecordInput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx, input.entity, input.id)),
  schedule: editorProcedure.input(draftScheduleInput).mutation(({ ctx, input }) => scheduleDraft(ctx, input)),
  unschedule: editorProcedure
    .input(draftRecordInput)
    .mutation(({ ctx, input }) => cancelSchedule(ctx, input.entity, input.id)),
  schedules: staffProcedure.query(({ ctx }) => listSchedules(ctx)),
  // What a preview link's page shows: public (the link is the permission), per token, so never the read cache's.
  previewed: publicProcedure
    .meta({ perCaller: true })
    .input(draftPreviewInput)
    .query(({ ctx, input }) => previewedDraft(ctx, input)),
});
