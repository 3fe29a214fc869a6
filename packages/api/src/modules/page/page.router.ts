import { z } from 'zod';
import { imagePathInput, pagePartDescriptions, pageTextsInput, recordId } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { fileSchema, formDataInput } from '../upload/form-data-input.ts';
import { findPage } from './page.repository.ts';
import * as service from './page.service.ts';

const linkInput = z.object({ link: z.string().max(100) });
const requireOneImage = z.array(fileSchema).length(1, 'Please select a file first!');

export const pageRouter = router({
  byLink: publicProcedure.input(linkInput).query(({ ctx, input }) => findPage(ctx.db, service.knownLink(input.link))),

  update: adminProcedure
    .input(linkInput.extend(pageTextsInput.shape))
    .mutation(({ ctx, input }) => service.updatePageTexts(ctx, service.knownLink(input.link), input)),

  addImage: adminProcedure
    .input(formDataInput(linkInput.extend({ image: z.array(fileSchema).min(1, 'Please select a file first!').max(10) }), 'image'))
    .mutation(({ ctx, input }) => service.addPageImages(ctx, service.knownLink(input.link), input.image)),

  deleteImage: adminProcedure
    .input(linkInput.extend(imagePathInput.shape))
    .mutation(({ ctx, input }) => service.deletePageImage(ctx, service.knownLink(input.link), input.path)),

  addPart: adminProcedure
    .input(formDataInput(linkInput.extend(pagePartDescriptions.shape).extend({ image: z.array(fileSchema).max(1) }), 'image'))
    .mutation(({ ctx, input }) => service.addPagePart(ctx, service.knownLink(input.link), input, input.image[0])),

  updatePart: adminProcedure
    .input(pagePartDescriptions.extend({ id: recordId }))
    .mutation(({ ctx, input }) => service.updatePagePart(ctx, input.id, input)),

  deletePart: adminProcedure
    .input(z.object({ id: recordId, pageId: recordId }))
    .mutation(({ ctx, input }) => service.deletePagePart(ctx, input.id, input.pageId)),

  setPartImage: adminProcedure
    .input(formDataInput(z.object({ id: recordId, image: requireOneImage }), 'image'))
    .mutation(({ ctx, input }) => service.setPagePartImage(ctx, input.id, input.image[0]!)),
});
