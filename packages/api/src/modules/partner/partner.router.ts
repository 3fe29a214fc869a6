import { idInput, partnerFields, partnerListInput, updateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { imageFiles, oneFile } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import * as service from './partner.service.ts';

/** Every partner with every language's text, for the dashboard. */
const listAll = staffProcedure.query(({ ctx }) => service.listPartners(ctx));
const byId = staffProcedure.input(idInput).query(({ ctx, input }) => service.findPartner(ctx, input.id));

export const partnerRouter = router({
  /** The partners page: each partner's text in one language. */
  list: publicProcedure.input(partnerListInput).query(({ ctx, input }) => service.listPartnersIn(ctx, input.lang)),
  listAll,
  byId,
  // The first release's names, kept for scripts and for the REST URLs /partner/all and /partner/show/{id}.
  all: listAll,
  show: byId,
  create: editorProcedure
    .input(formDataInput(partnerFields.extend({ image: oneFile }), 'image'))
    .mutation(({ ctx, input: { image, ...fields } }) => service.createPartner(ctx, fields, image[0]!)),
  update: editorProcedure
    .input(formDataInput(updateInput(idInput.shape, partnerFields, { image: imageFiles(0, 1) }), 'image'))
    .mutation(({ ctx, input: { id, image, ...changes } }) => service.updatePartner(ctx, id, changes, image[0])),
  delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => service.deletePartner(ctx, input.id)),
});
