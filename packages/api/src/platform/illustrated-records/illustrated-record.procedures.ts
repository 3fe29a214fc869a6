import { idInput, illustratedFields, imagePathInput, updateInput, withSomeTitle } from '@tp/schemas';
import { editorProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { imageFiles } from '../uploads/file-fields.ts';
import { formDataInput } from '../uploads/form-data-input.ts';
import type { illustratedRecords } from './illustrated-record.service.ts';

/** The procedures services and spare groups share; each router mounts them under its own key. */
export function illustratedRecordProcedures(
  records: ReturnType<typeof illustratedRecords>,
  options: { imagesRequired: boolean },
) {
  return {
    /** What visitors see: the records not hidden. */
    list: publicProcedure.query(({ ctx }) => records.list(ctx, 'visitors')),
    // The dashboard's reads: every record, hidden ones too. Never answered from the public read cache, so an edit
    // shows at once on every server.
    listAll: staffProcedure.query(({ ctx }) => records.list(ctx, 'team')),
    create: editorProcedure
      .input(
        formDataInput(
          withSomeTitle(illustratedFields.extend({ images: imageFiles(options.imagesRequired ? 1 : 0) })),
          'images',
        ),
      )
      .mutation(({ ctx, input: { images, ...fields } }) => records.create(ctx, fields, images)),
    update: editorProcedure
      .input(updateInput(idInput.shape, illustratedFields))
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
