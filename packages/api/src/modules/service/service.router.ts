import { z } from 'zod';
import { imagePathInput, recordId, titledTexts } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { titledRecords } from '../titled-record/titled-record.service.ts';
import { fileSchema, formDataInput } from '../upload/form-data-input.ts';

const services = titledRecords('services', 'service', 'Service');
const idInput = z.object({ id: recordId });

export const serviceRouter = router({
  list: publicProcedure.query(({ ctx }) => services.list(ctx)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => services.find(ctx, input.id)),
  create: adminProcedure
    .input(formDataInput(titledTexts.extend({ images: z.array(fileSchema).min(1, 'Please select a file first!').max(20) }), 'images'))
    .mutation(({ ctx, input }) => services.create(ctx, input, input.images)),
  update: adminProcedure.input(titledTexts.extend({ id: recordId })).mutation(({ ctx, input }) => services.update(ctx, input.id, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => services.remove(ctx, input.id)),
  addImage: adminProcedure
    .input(formDataInput(idInput.extend({ image: z.array(fileSchema).min(1, 'Please select a file first!').max(20) }), 'image'))
    .mutation(({ ctx, input }) => services.addImageFiles(ctx, input.id, input.image)),
  deleteImage: adminProcedure.input(idInput.extend(imagePathInput.shape)).mutation(({ ctx, input }) => services.deleteImage(ctx, input.id, input.path)),
});
