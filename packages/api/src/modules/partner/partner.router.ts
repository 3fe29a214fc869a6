import { idInput, partnerFields, partnerListInput, updateInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { imageFiles, oneFile } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import * as service from './partner.service.ts';

export const partnerRouter = router({
  list: publicProcedure.input(partnerListInput).query(({ ctx, input }) => service.listPartnersIn(ctx, input.lang)),
  all: adminProcedure.query(({ ctx }) => service.listPartners(ctx)),
  show: adminProcedure.input(idInput).query(({ ctx, input }) => service.findPartner(ctx, input.id)),
  create: adminProcedure
    .input(formDataInput(partnerFields.extend({ image: oneFile }), 'image'))
    .mutation(({ ctx, input: { image, ...fields } }) => service.createPartner(ctx, fields, image[0]!)),
  update: adminProcedure
    .input(formDataInput(updateInput(idInput.shape, partnerFields, { image: imageFiles(0, 1) }), 'image'))
    .mutation(({ ctx, input: { id, image, ...changes } }) => service.updatePartner(ctx, id, changes, image[0])),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deletePartner(ctx, input.id)),
});
