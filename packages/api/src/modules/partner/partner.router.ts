import { z } from 'zod';
import { partnerTexts, recordId, siteLang } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { fileSchema, formDataInput } from '../upload/form-data-input.ts';
import * as service from './partner.service.ts';

const idInput = z.object({ id: recordId });

export const partnerRouter = router({
  list: publicProcedure.input(z.object({ lang: siteLang.default('de') }).default({ lang: 'de' })).query(({ ctx, input }) => service.listPartnersIn(ctx.db, input.lang)),
  all: adminProcedure.query(({ ctx }) => service.listPartners(ctx.db)),
  show: adminProcedure.input(idInput).query(({ ctx, input }) => service.findPartner(ctx.db, input.id)),
  create: adminProcedure
    .input(formDataInput(partnerTexts.extend({ image: z.array(fileSchema).length(1, 'Please select a file first!') }), 'image'))
    .mutation(({ ctx, input }) => service.createPartner(ctx, input, input.image[0]!)),
  update: adminProcedure
    .input(formDataInput(partnerTexts.extend({ id: recordId, image: z.array(fileSchema).max(1, 'A partner has one image') }), 'image'))
    .mutation(({ ctx, input }) => service.updatePartner(ctx, input.id, input, input.image[0])),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deletePartner(ctx, input.id)),
});
