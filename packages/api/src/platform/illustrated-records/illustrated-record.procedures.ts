import { idInput, imagePathInput, titledFields, updateInput, withSomeTitle } from '@tp/schemas';
import { editorProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { imageFiles } from '../uploads/file-fields.ts';
import { formDataInput } from '../uploads/form-data-input.ts';
import type { illustratedRecords } from './illustrated-record.service.ts';

/** The procedures services and spare groups share; each router mounts them under its own key. */
export function illustratedRecordProcedures(
  records: ReturnType<typeof illustratedRecords>,
  options: { imagesRequired: boolean },
) {
  return {
    list: publicProcedure.query(({ ctx }) => records.list(ctx)),
    create: editorProcedure
      .input(
        formDataInput(
          withSomeTitle(titledFields.extend({ images: imageFiles(options.imagesRequired ? 1 : 0) })),
          'images',
        ),
      )
      .mutation(({ ctx, input: { images, ...fields } }) => records.create(ctx, fields, images)),
    update: editorProcedure
      .input(updateInput(idInput.shape, titledFields))
      .mutation(({ ctx, input: { id, ...changes } }) => records.update(ctx, id, changes)),
    delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => records.remove(ctx, input.id)),
    addImage: editorProcedure
      .input(formDataInput(idInput.extend({ image: imageFiles() }), 'image'))
      .mutation(({ ctx, input }) => records.addImageFiles(ctx, input.id, input.image)),
    deleteImage: editorProcedure
      .input(idInput.extend(imagePathInput.shape))
      .mutation(({ ctx, input }) => records.deleteImage(ctx, input.id, input.path)),
  };
}
