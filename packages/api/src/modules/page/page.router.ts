import {
  idInput,
  imagePathInput,
  pageFields,
  pageLinkInput,
  pagePartFields,
  pagePartKeys,
  recordId,
  updateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { imageFiles } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import * as service from './page.service.ts';

const createPart = editorProcedure
  .input(formDataInput(pageLinkInput.extend(pagePartFields.shape).extend({ image: imageFiles(0, 1) }), 'image'))
  .mutation(({ ctx, input: { link, image, ...fields } }) =>
    service.addPagePart(ctx, service.knownLink(link), fields, image[0]),
  );

export const pageRouter = router({
  byLink: publicProcedure.input(pageLinkInput).query(({ ctx, input }) => service.findPage(ctx, input.link)),

  update: editorProcedure
    .input(updateInput(pageLinkInput.shape, pageFields))
    .mutation(({ ctx, input: { link, ...changes } }) => service.updatePageTexts(ctx, service.knownLink(link), changes)),

  addImage: editorProcedure
    .input(formDataInput(pageLinkInput.extend({ image: imageFiles() }), 'image'))
    .mutation(({ ctx, input }) => service.addPageImages(ctx, service.knownLink(input.link), input.image)),

  deleteImage: editorProcedure
    .input(pageLinkInput.extend(imagePathInput.shape))
    .mutation(({ ctx, input }) => service.deletePageImage(ctx, service.knownLink(input.link), input.path)),

  createPart,
  // The first release's name, kept for scripts and for the REST route POST /page/page-part/{link}.
  addPart: createPart,

  updatePart: editorProcedure
    .input(updateInput({ id: recordId }, pagePartFields))
    .mutation(({ ctx, input: { id, ...changes } }) => service.updatePagePart(ctx, id, changes)),

  deletePart: editorProcedure
    .input(pagePartKeys)
    .mutation(({ ctx, input }) => service.deletePagePart(ctx, input.id, input.pageId)),

  setPartImage: editorProcedure
    .input(formDataInput(idInput.extend({ image: imageFiles(1, 1) }), 'image'))
    .mutation(({ ctx, input }) => service.setPagePartImage(ctx, input.id, input.image[0]!)),
});
