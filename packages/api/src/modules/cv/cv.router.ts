import { cvApplicationFields, idInput, recordId, applicationInboxFields, updateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { salesProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import { cvFiles } from './cv.schema.ts';
import { createApplication, cvFile, deleteApplication, listApplications, updateApplication } from './cv.service.ts';

export const cvRouter = router({
  create: publicProcedure
    .input(formDataInput(cvApplicationFields.extend({ files: cvFiles }), 'files'))
    .mutation(({ ctx, input }) => createApplication(ctx, input, input.files)),
  list: salesProcedure.query(({ ctx }) => listApplications(ctx)),
  /** A file of an application: its record, which the REST download sends from the private folder. */
  file: salesProcedure.input(idInput).query(({ ctx, input }) => cvFile(ctx, input.id)),
  update: salesProcedure
    .input(updateInput({ id: recordId }, applicationInboxFields))
    .mutation(({ ctx, input: { id, ...changes } }) => updateApplication(ctx, id, changes)),
  delete: salesProcedure.input(idInput).mutation(({ ctx, input }) => deleteApplication(ctx, input.id)),
});
