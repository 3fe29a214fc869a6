import { z } from 'zod';
import {
  CV_KINDS_TEXT,
  CV_MAX_FILES,
  cvApplicationFields,
  recordId,
  requestInboxFields,
  updateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { fileSchema, formDataInput } from '../../platform/uploads/form-data-input.ts';
import { createApplication, cvFile, deleteApplication, listApplications, updateApplication } from './cv.service.ts';

const files = z
  .array(fileSchema)
  .min(1, `Please attach your CV (${CV_KINDS_TEXT}).`)
  .max(CV_MAX_FILES, `At most ${CV_MAX_FILES} files can be sent.`);

export const cvRouter = router({
  create: publicProcedure
    .input(formDataInput(cvApplicationFields.extend({ files }), 'files'))
    .mutation(({ ctx, input }) => createApplication(ctx, input, input.files)),
  list: adminProcedure.query(({ ctx }) => listApplications(ctx)),
  /** A file of an application: its record, which the REST download sends from the private folder. */
  file: adminProcedure.input(z.object({ id: recordId })).query(({ ctx, input }) => cvFile(ctx, input.id)),
  update: adminProcedure
    .input(updateInput({ id: recordId }, requestInboxFields))
    .mutation(({ ctx, input: { id, ...changes } }) => updateApplication(ctx, id, changes)),
  delete: adminProcedure
    .input(z.object({ id: recordId }))
    .mutation(({ ctx, input }) => deleteApplication(ctx, input.id)),
});
